import { Badge, Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import { FormPageShell } from '../components/FormPageShell';
import { CheckIcon } from '../components/AdminIcons';
import { CARD_ENDING, CURRENT_PLAN_NAME, PLANS } from '../components/plans';

/** The same day next month, or the month's last day when it is shorter (31 January -> 28/29 February). */
export function oneMonthFrom(date: Date): Date {
  const next = new Date(date.getFullYear(), date.getMonth() + 1, 1);
  const lastDay = new Date(next.getFullYear(), next.getMonth() + 1, 0).getDate();
  next.setDate(Math.min(date.getDate(), lastDay));
  return next;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const NOTE_ID = 'billing-note';

/** /admin/subscription: a static display (spec); billing is handled outside the site, so the buttons do nothing. */
export default function SubscriptionPage() {
  const nextBilling = useMemo(() => longDate.format(oneMonthFrom(new Date())), []);
  return (
    <FormPageShell title="Subscription">
      <Flex direction="column" gap="5">
        <Card size="3">
          <Flex direction="column" gap="3">
            <Text size="2" color="gray">
              Current plan
            </Text>
            <Heading as="h2" size="6">
              {CURRENT_PLAN_NAME}
            </Heading>
            <Text as="p">
              Next billing date: <strong>{nextBilling}</strong>
            </Text>
            <Text as="p">Billing details on file ending in {CARD_ENDING}</Text>
            <Flex gap="3" wrap="wrap">
              <Button variant="soft" aria-describedby={NOTE_ID}>
                Update Payment Method
              </Button>
              <Button variant="soft" color="red" aria-describedby={NOTE_ID}>
                Cancel Plan
              </Button>
            </Flex>
            <Text as="p" id={NOTE_ID} size="1" color="gray">
              Billing is managed outside this site: these buttons do not change your plan. Contact your provider to make changes.
            </Text>
          </Flex>
        </Card>

        <Heading as="h2" size="5">
          Plans
        </Heading>
        <Grid columns={{ initial: '1', md: '3' }} gap="4" asChild>
          <ul className="admin-plans" aria-label="Plans">
            {PLANS.map((plan) => (
              <li key={plan.name}>
                <Card size="3" className={plan.isCurrent ? 'admin-plan is-current' : 'admin-plan'}>
                  <Flex direction="column" gap="3" height="100%">
                    <Flex justify="between" align="center" gap="2">
                      <Heading as="h3" size="4">
                        {plan.name}
                      </Heading>
                      {plan.isCurrent ? <Badge highContrast color="indigo">Current</Badge> : null}
                    </Flex>
                    <Text size="6" weight="bold">
                      {plan.price}
                      <Text size="2" weight="regular" color="gray">
                        /month
                      </Text>
                    </Text>
                    <ul className="admin-plan__features">
                      {plan.features.map((f) => (
                        <li key={f}>
                          <CheckIcon size={14} /> {f}
                        </li>
                      ))}
                    </ul>
                    {plan.isCurrent ? null : (
                      <Button variant="outline" mt="auto" aria-describedby={NOTE_ID}>
                        Switch to {plan.name}
                      </Button>
                    )}
                  </Flex>
                </Card>
              </li>
            ))}
          </ul>
        </Grid>
      </Flex>
    </FormPageShell>
  );
}
