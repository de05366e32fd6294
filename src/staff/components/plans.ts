/**
 * The subscription plans of the spec (section 2, subscription page; section 9, plan prices): a static
 * display. Billing is handled outside this site, so nothing here is charged or changed.
 */
export interface Plan {
  name: string;
  price: string;
  features: readonly string[];
  isCurrent: boolean;
}

export const PLANS: readonly Plan[] = [
  { name: 'Basic Plan', price: '$9.99', features: ['Up to 10 resources', 'Basic analytics', '24/7 support'], isCurrent: false },
  {
    name: 'Professional Plan',
    price: '$19.99',
    features: ['Up to 50 resources', 'Advanced analytics', 'Priority support', 'Custom branding'],
    isCurrent: true,
  },
  {
    name: 'Enterprise Plan',
    price: '$49.99',
    features: ['Unlimited resources', 'Full analytics suite', 'Dedicated support rep', 'Custom branding', 'API access', 'SSO integration'],
    isCurrent: false,
  },
];

export const CURRENT_PLAN_NAME = 'Professional Plan';

/** The last digits of the card on file, as the prototype showed them. */
export const CARD_ENDING = '4242';
