import { Button, Callout, Card, Dialog, Flex, Heading, IconButton, Spinner, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { site } from '@shared/site';
import { AlertIcon, CloseIcon, ExternalLinkIcon } from './AdminIcons';

/** A frame that has not loaded by then is treated as failed (a blocked or unreachable site never fires `error`). */
export const CLIENT_TOOLS_LOAD_TIMEOUT_MS = 15_000;

type FrameState = 'loading' | 'loaded' | 'error';

function ClientToolsFrame() {
  const [state, setState] = useState<FrameState>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (state !== 'loading') return;
    const t = setTimeout(() => setState((s) => (s === 'loading' ? 'error' : s)), CLIENT_TOOLS_LOAD_TIMEOUT_MS);
    return () => clearTimeout(t);
  }, [state, attempt]);

  const retry = () => {
    setState('loading');
    setAttempt((a) => a + 1);
  };

  return (
    <div className="client-tools-frame">
      {state === 'loading' ? (
        <Flex className="client-tools-frame__overlay" align="center" justify="center" gap="3" role="status">
          <Spinner size="3" />
          <Text>Loading client tools...</Text>
        </Flex>
      ) : null}
      {state === 'error' ? (
        <Flex className="client-tools-frame__overlay" align="center" justify="center" p="4">
          <Callout.Root color="red" role="alert" className="client-tools-frame__alert">
            <Callout.Icon>
              <AlertIcon />
            </Callout.Icon>
            <Callout.Text weight="bold">Error Loading Content</Callout.Text>
            <Callout.Text>Unable to load the client tools. Please check your internet connection and try again.</Callout.Text>
            <Flex gap="3" mt="2">
              <Button size="1" variant="soft" onClick={retry}>
                Try again
              </Button>
              <Button size="1" variant="ghost" asChild>
                <a href={site.clientToolsUrl} target="_blank" rel="noopener noreferrer">
                  Open in a new tab <ExternalLinkIcon size={14} />
                </a>
              </Button>
            </Flex>
          </Callout.Root>
        </Flex>
      ) : (
        <iframe
          key={attempt}
          src={site.clientToolsUrl}
          title="Client tools"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="strict-origin-when-cross-origin"
          className={state === 'loaded' ? 'client-tools-frame__iframe' : 'client-tools-frame__iframe is-loading'}
          onLoad={() => setState('loaded')}
          onError={() => setState('error')}
        />
      )}
    </div>
  );
}

/** Client Tools tab: a description and the external document-workflow tool in a full-screen, sandboxed frame. */
export function ClientToolsTab() {
  return (
    <Card size="3">
      <Flex direction="column" gap="3" align="start">
        <Heading as="h2" size="5">
          Client Tools
        </Heading>
        <Text as="p" color="gray">
          Prepare, send and track documents for clients to review and sign with the firm's document-workflow tool. It opens
          full-screen here; it is a separate service with its own sign-in.
        </Text>
        <Dialog.Root>
          <Dialog.Trigger>
            <Button>Open Client Tools</Button>
          </Dialog.Trigger>
          <Dialog.Content className="client-tools-dialog" aria-describedby={undefined} maxWidth="100vw">
            <Flex justify="between" align="center" px="4" py="2" className="client-tools-dialog__bar">
              <Dialog.Title size="4" mb="0">
                Client Tools
              </Dialog.Title>
              <Dialog.Close>
                <IconButton variant="ghost" color="gray" aria-label="Close client tools">
                  <CloseIcon size={20} />
                </IconButton>
              </Dialog.Close>
            </Flex>
            <ClientToolsFrame />
          </Dialog.Content>
        </Dialog.Root>
      </Flex>
    </Card>
  );
}
