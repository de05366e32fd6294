import type { Locale } from './locales';

/**
 * The U.S. states (and D.C.) by their postal code, named in each language of the site: the firm's settings
 * hold the two-letter code (`FL`), and texts that say where the firm is name the state ("Florida", "Floride").
 * Spanish and French names are given where they differ from the English one.
 */
const STATES: Record<string, { en: string; es?: string; fr?: string }> = {
  AL: { en: 'Alabama' },
  AK: { en: 'Alaska' },
  AZ: { en: 'Arizona' },
  AR: { en: 'Arkansas' },
  CA: { en: 'California', fr: 'Californie' },
  CO: { en: 'Colorado' },
  CT: { en: 'Connecticut' },
  DE: { en: 'Delaware' },
  DC: { en: 'District of Columbia', es: 'Distrito de Columbia', fr: 'District de Columbia' },
  FL: { en: 'Florida', fr: 'Floride' },
  GA: { en: 'Georgia', fr: 'Géorgie' },
  HI: { en: 'Hawaii', es: 'Hawái', fr: 'Hawaï' },
  ID: { en: 'Idaho' },
  IL: { en: 'Illinois' },
  IN: { en: 'Indiana' },
  IA: { en: 'Iowa' },
  KS: { en: 'Kansas' },
  KY: { en: 'Kentucky' },
  LA: { en: 'Louisiana', es: 'Luisiana', fr: 'Louisiane' },
  ME: { en: 'Maine' },
  MD: { en: 'Maryland' },
  MA: { en: 'Massachusetts' },
  MI: { en: 'Michigan' },
  MN: { en: 'Minnesota' },
  MS: { en: 'Mississippi', es: 'Misisipi' },
  MO: { en: 'Missouri', es: 'Misuri' },
  MT: { en: 'Montana' },
  NE: { en: 'Nebraska' },
  NV: { en: 'Nevada' },
  NH: { en: 'New Hampshire', es: 'Nuevo Hampshire' },
  NJ: { en: 'New Jersey', es: 'Nueva Jersey' },
  NM: { en: 'New Mexico', es: 'Nuevo México', fr: 'Nouveau-Mexique' },
  NY: { en: 'New York', es: 'Nueva York', fr: 'État de New York' },
  NC: { en: 'North Carolina', es: 'Carolina del Norte', fr: 'Caroline du Nord' },
  ND: { en: 'North Dakota', es: 'Dakota del Norte', fr: 'Dakota du Nord' },
  OH: { en: 'Ohio' },
  OK: { en: 'Oklahoma' },
  OR: { en: 'Oregon', es: 'Oregón' },
  PA: { en: 'Pennsylvania', es: 'Pensilvania', fr: 'Pennsylvanie' },
  PR: { en: 'Puerto Rico', fr: 'Porto Rico' },
  RI: { en: 'Rhode Island' },
  SC: { en: 'South Carolina', es: 'Carolina del Sur', fr: 'Caroline du Sud' },
  SD: { en: 'South Dakota', es: 'Dakota del Sur', fr: 'Dakota du Sud' },
  TN: { en: 'Tennessee', es: 'Tennessee' },
  TX: { en: 'Texas' },
  UT: { en: 'Utah' },
  VT: { en: 'Vermont' },
  VA: { en: 'Virginia', fr: 'Virginie' },
  WA: { en: 'Washington', es: 'Washington', fr: 'État de Washington' },
  WV: { en: 'West Virginia', es: 'Virginia Occidental', fr: 'Virginie-Occidentale' },
  WI: { en: 'Wisconsin' },
  WY: { en: 'Wyoming' },
};

/** The state's name in `locale`; an unknown code is said as it is written. */
export function stateName(code: string, locale: Locale): string {
  const names = STATES[code];
  if (!names) return code;
  return names[locale] ?? names.en;
}
