import { FormPageShell } from '../components/FormPageShell';
import { MediaLibrary } from '../components/MediaLibrary';

/** /admin/media: every upload, for reuse in posts ('Copy Markdown'), alt text, and deleting unused ones. */
export default function MediaPage() {
  return (
    <FormPageShell title="Media library" wide>
      <MediaLibrary />
    </FormPageShell>
  );
}
