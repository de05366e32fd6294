import { Button, Callout, Card, Flex, Tabs, Text, TextArea } from '@radix-ui/themes';
import { useEffect, useId, useRef, useState } from 'react';
import { ADMIN_TOOLS_STUB_DELAY_MS } from '@shared/constants';
import { InfoIcon } from './AdminIcons';

interface StubToolProps {
  name: string;
  label: string;
  placeholder: string;
  action: string;
  busyAction: string;
}

/**
 * The spec keeps these tools as stubs: after 2 s they say so. No call is made and nothing is sent anywhere.
 */
function StubTool({ name, label, placeholder, action, busyAction }: StubToolProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = () => {
    if (!text.trim() || busy) return;
    setBusy(true);
    setDone(false);
    timer.current = setTimeout(() => {
      setBusy(false);
      setDone(true);
    }, ADMIN_TOOLS_STUB_DELAY_MS);
  };

  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {label}
        </Text>
        <TextArea id={id} rows={5} value={text} placeholder={placeholder} onChange={(e) => setText(e.target.value)} />
        <Flex>
          <Button onClick={run} disabled={!text.trim() || busy}>
            {busy ? busyAction : action}
          </Button>
        </Flex>
        {done ? (
          <Callout.Root color="blue" role="status">
            <Callout.Icon>
              <InfoIcon />
            </Callout.Icon>
            <Callout.Text>The {name} will be implemented in the next phase.</Callout.Text>
          </Callout.Root>
        ) : null}
      </Flex>
    </Card>
  );
}

/** The stub tools, one sub-tab each. */
const TOOLS = [
  {
    value: 'generator',
    name: 'Blog Generator',
    label: 'Topic or outline for a new blog post',
    placeholder: 'e.g. What families should do in the first 48 hours after a detention',
    action: 'Generate',
    busyAction: 'Generating...',
  },
  {
    value: 'scouter',
    name: 'Resource Scouter',
    label: 'What kind of resources are you looking for?',
    placeholder: 'e.g. Official guides on VAWA self-petitions',
    action: 'Find Resources',
    busyAction: 'Searching...',
  },
] as const;

/** Admin Tools tab: the Blog Generator and Resource Scouter sub-tabs. */
export function AdminToolsTab() {
  return (
    <Tabs.Root defaultValue="generator">
      <Tabs.List aria-label="Admin tools">
        {TOOLS.map((tool) => (
          <Tabs.Trigger key={tool.value} value={tool.value}>
            {tool.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TOOLS.map(({ value, ...tool }) => (
        <Tabs.Content key={value} value={value} className="admin-tab-panel">
          <StubTool {...tool} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
