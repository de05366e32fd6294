import { describe, expect, it } from 'vitest';
import { languageText, messageTime } from '../../src/staff/components/chat-text';
import { firmDateTime } from '../../src/staff/components/table-format';

/** Staff screens read times on the firm's clock with its zone, as the e-mails do (issue 35 item 8). */
describe('chat times and language on staff screens', () => {
  it("writes a message's time on the firm's clock with ET, whatever the computer's zone", () => {
    // 14:02 UTC on 28 November is 9:02 in New York (EST).
    const at = new Date('2026-11-28T14:02:05Z');
    expect(messageTime(at, undefined)).toBe('Nov 28, 2026, 9:02:05 AM ET');
    expect(messageTime(at, new Date('2026-11-28T13:00:00Z'))).toBe('9:02:05 AM ET');
    expect(firmDateTime(at)).toBe('Nov 28, 2026, 9:02 AM ET');
  });

  it("gives the date again when the firm's day changes, not the computer's", () => {
    // 03:30 UTC on the 29th is still the 28th in New York: the same day as 14:02 UTC on the 28th.
    expect(messageTime(new Date('2026-11-29T03:30:00Z'), new Date('2026-11-28T14:02:00Z'))).toBe('10:30:00 PM ET');
    expect(messageTime(new Date('2026-11-29T05:30:00Z'), new Date('2026-11-29T04:30:00Z'))).toBe('Nov 29, 2026, 12:30:00 AM ET');
  });

  it('names the language the visitor asked for, and the chat language beside it when they differ', () => {
    expect(languageText('es', {})).toBe('Spanish');
    expect(languageText('es', { language: 'es' })).toBe('Spanish');
    expect(languageText('es', { language: 'en' })).toBe('Prefers English (chat in Spanish)');
    expect(languageText('fr', { language: 'ht' })).toBe('Prefers Haitian Creole (chat in French)');
    expect(languageText('en', { language: 'other' })).toBe('English');
    expect(languageText('en', { language: '' })).toBe('English');
    expect(languageText('en', { language: 'Português' })).toBe('Prefers Português (chat in English)');
  });
});
