import { TextField } from '@radix-ui/themes';
import { SearchIcon } from './AdminIcons';

/** The admin lists' search box; the placeholder doubles as its accessible name. */
export function SearchBox({ value, onChange, placeholder }: { value: string; onChange(v: string): void; placeholder: string }) {
  return (
    <TextField.Root
      type="search"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder}
      aria-label={placeholder.replace(/\.+$/, '')}
      className="admin-search"
    >
      <TextField.Slot>
        <SearchIcon />
      </TextField.Slot>
    </TextField.Root>
  );
}
