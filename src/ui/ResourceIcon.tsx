import { DEFAULT_RESOURCE_ICON, RESOURCE_ICONS, type ResourceIcon as IconName } from '@shared/constants';

const PATHS: Record<IconName, string> = {
  // Simple line icons (Lucide-style geometry), inline so no icon font or extra request is needed.
  FileText: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6M16 13H8M16 17H8M10 9H8',
  BookOpen: 'M2 3h6a4 4 0 0 1 4 4v14a3 3 0 0 0-3-3H2zM22 3h-6a4 4 0 0 0-4 4v14a3 3 0 0 1 3-3h7z',
  Link: 'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71',
};

/** Spec: FileText, BookOpen or Link; anything else, or empty, shows FileText. */
export function resourceIconName(value: string | null | undefined): IconName {
  return (RESOURCE_ICONS as readonly string[]).includes(value ?? '') ? (value as IconName) : DEFAULT_RESOURCE_ICON;
}

export function ResourceIcon({ name, size = 20 }: { name: string | null | undefined; size?: number }) {
  const icon = resourceIconName(name);
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" data-icon={icon}>
      <path d={PATHS[icon]} />
    </svg>
  );
}
