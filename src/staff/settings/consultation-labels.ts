import type { ConsultationLanguage, ConsultationMode } from '@shared/schemas/booking';
import type { DayCode } from '@shared/week';

/** The admin's English names of the consultations' choices (the public pages take theirs from the catalogues). */
export const CONSULTATION_LANGUAGE_NAMES: Record<ConsultationLanguage, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  ht: 'Haitian Creole',
  pt: 'Portuguese',
};

export const CONSULTATION_MODE_NAMES: Record<ConsultationMode, string> = { phone: 'Phone', video: 'Video', office: 'At the office' };

export const DAY_NAMES: Record<DayCode, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};
