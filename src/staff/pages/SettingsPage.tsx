import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { FormLoading, FormPageShell } from '../components/FormPageShell';
import { ListError } from '../components/ListError';
import { FirmSettingsForm } from '../settings/FirmSettingsForm';
import { GoLiveChecklist } from '../settings/GoLiveChecklist';
import '../settings/settings.css';
import { useAuth } from '../../lib/auth-context';
import { isAdmin } from '@shared/roles';
import { trpc } from '../../lib/trpc';

/** The site export's address (server/routes/export.ts): a same-origin POST starts it, with the session cookie. */
const EXPORT_URL = '/admin/export.zip';

/** One titled card of the settings page; each concern (firm details, export, …) is one section. */
function SettingsSection({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <Card asChild size="3" className={className ? `settings-section ${className}` : 'settings-section'}>
      <section aria-labelledby={`${id}-heading`}>
        <Heading as="h2" size="4" mb="2" id={`${id}-heading`}>
          {title}
        </Heading>
        {children}
      </section>
    </Card>
  );
}

/**
 * A plain HTML form posting to the export, not a fetch: the browser writes the ZIP attachment to disk as the
 * server streams it, so a large site's export never sits in the page's memory, and the page stays open. A POST
 * (with the Origin header the server checks), so no link on another site can start an export (decision 0008).
 */
function ExportSection() {
  return (
    <SettingsSection id="settings-export" title="Export">
      <Text as="p" size="2" mb="2">
        Download the whole site's content as a ZIP file: every post in every language as Markdown with its details, and as JSON with its
        revisions, plus the resources, the site settings, the media list and old post addresses.
      </Text>
      <Text as="p" size="2" color="gray" mb="4">
        Staff accounts and sign-in secrets, inquiries from the contact form (client data stays in the database) and the audit log are not
        included. Each export is recorded in the audit log.
      </Text>
      <form method="post" action={EXPORT_URL}>
        <Button type="submit">Export</Button>
      </form>
    </SettingsSection>
  );
}

function ChecklistSection() {
  const checklist = trpc.settings.checklist.useQuery(undefined, { staleTime: 0 });
  return (
    <SettingsSection id="settings-go-live" title="Before going live">
      {checklist.data ? (
        <GoLiveChecklist checklist={checklist.data} />
      ) : checklist.error ? (
        <ListError what="checklist" onRetry={() => void checklist.refetch()} />
      ) : (
        <FormLoading text="Loading checklist..." />
      )}
    </SettingsSection>
  );
}

/** The firm's details; read afresh when the page opens, so the form starts from the newest version. */
function FirmSection() {
  const utils = trpc.useUtils();
  const stored = trpc.settings.get.useQuery(undefined, { refetchOnMount: 'always', staleTime: 0, refetchOnWindowFocus: false });
  return (
    <SettingsSection id="settings-firm" title="Firm details" className="settings-section--save-bar">
      <Text as="p" size="2" color="gray" mb="4">
        Everything that identifies the firm on the site, in its structured data and in its e-mails. A save shows on every page within a few
        seconds and is recorded in the audit log.
      </Text>
      {stored.data && stored.isFetchedAfterMount ? (
        <FirmSettingsForm stored={stored.data} onSaved={() => void utils.settings.checklist.invalidate()} />
      ) : stored.error ? (
        <ListError what="settings" onRetry={() => void stored.refetch()} />
      ) : (
        <FormLoading text="Loading settings..." />
      )}
    </SettingsSection>
  );
}

/** /admin/settings (administrators): the site's settings, one section per concern. */
export default function SettingsPage() {
  const { user } = useAuth();
  if (!isAdmin(user?.role)) {
    return (
      <FormPageShell title="Settings">
        <Text as="p" role="status">
          You don't have access to the site settings. Only administrators can change them or export the site.
        </Text>
      </FormPageShell>
    );
  }
  return (
    <FormPageShell title="Settings">
      <Flex direction="column" gap="5">
        <ChecklistSection />
        <FirmSection />
        <ExportSection />
      </Flex>
    </FormPageShell>
  );
}
