import type { ConsultationLanguage, ConsultationMode } from '@shared/schemas/booking';

/** The admin's English names of the consultations' choices (the public pages take theirs from the catalogues). */
export const CONSULTATION_LANGUAGE_NAMES: Record<ConsultationLanguage, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  ht: 'Haitian Creole',
  pt: 'Portuguese',
};

export const CONSULTATION_MODE_NAMES: Record<ConsultationMode, string> = { phone: 'Phone', video: 'Video', office: 'At the office' };
