/** Hands the browser a file to save: the inquiries' CSV, the recovery codes' text file. */
export function saveFile(filename: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // Once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
