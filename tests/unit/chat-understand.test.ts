import { describe, expect, it } from 'vitest';
import { dateKind, placeFromText, suggestedPath, whenFromText } from '@shared/chat-understand';

type Case = [text: string, expected: ReturnType<typeof suggestedPath>];

function expectPaths(cases: readonly Case[]) {
  for (const [text, expected] of cases) expect(suggestedPath(text), text).toBe(expected);
}

describe('chat understanding: the path a first message points to', () => {
  it('understands English', () => {
    expectPaths([
      ['ICE detained my brother this morning', 'detention'],
      ['My husband hits me and says he will call immigration', 'vawa'],
      ['He beats me when he drinks', 'vawa'],
      ['My boyfriend threatens to have me deported', 'vawa'],
      ['I am afraid of my partner', 'vawa'],
      ['Can I apply under VAWA?', 'vawa'],
      ['question about my green card', 'family'],
      ['I want to file a petition for my wife', 'family'],
      ['Is the I-130 the right form?', 'family'],
      ['How do I get citizenship for my son?', 'family'],
      ['I would like to sponsor my mother', 'family'],
    ]);
  });

  it('understands Spanish, accents and case ignored', () => {
    expectPaths([
      ['Detuvieron a mi esposo hoy en Miami. Llámeme al +1 954 555 0133', 'detention'],
      ['Mi esposo me pega', 'vawa'],
      ['MI PAREJA ME GOLPEÓ anoche', 'vawa'],
      ['Sufro violencia doméstica', 'vawa'],
      ['Tengo miedo de mi pareja', 'vawa'],
      ['Hubo abuso en mi casa', 'vawa'],
      ['Quiero pedir a mi madre', 'family'],
      ['Necesito información sobre la petición familiar', 'family'],
      ['¿Cuánto tarda la residencia?', 'family'],
      ['Mi tarjeta verde vence pronto', 'family'],
    ]);
  });

  it('understands French, accents and case ignored', () => {
    expectPaths([
      ['Mon fils est détenu depuis hier', 'detention'],
      ['Mon mari me frappe', 'vawa'],
      ['Il me bat depuis des années', 'vawa'],
      ['Je subis des violences conjugales', 'vawa'],
      ["Il m'a menacée de me faire expulser", 'vawa'],
      ["J'ai peur de mon conjoint", 'vawa'],
      ['Comment obtenir la carte verte ?', 'family'],
      ['Une question sur le regroupement familial', 'family'],
      ['Je veux parrainer ma mère', 'family'],
      ['Je voudrais faire venir ma femme', 'family'],
    ]);
  });

  it('prefers detention over abuse, and abuse over a family petition', () => {
    expectPaths([
      ['ICE arrested my husband, who hits me', 'detention'],
      ['La migra se llevó a mi marido; él me pega', 'detention'],
      ['My husband beats me and will not file my green card', 'vawa'],
      ['Mon mari me frappe et refuse de me parrainer', 'vawa'],
    ]);
  });

  it('says nothing for messages about something else, or only "green"', () => {
    expectPaths([
      ['I live in a green house', undefined],
      ['My card was declined', undefined],
      ['What are your office hours?', undefined],
      ['Necesito ayuda con una multa de tránsito', undefined],
      ['Se me pega la comida al sartén', undefined],
      ['Mi esposo me compró un regalo', undefined],
      ['Je veux des informations sur vos tarifs', undefined],
      ['Mon mari travaille à Montréal', undefined],
      ['Le combat continue', undefined],
    ]);
  });
});

describe('chat understanding: when it happened', () => {
  it('reads today or right now', () => {
    for (const text of ['Detuvieron a mi esposo hoy', 'today', 'right now', 'this morning', 'Esta mañana', 'ahora mismo', "aujourd'hui", 'Aujourd’hui', 'ce matin', 'tonight', 'two hours ago', 'hace 3 horas', 'il y a une heure'])
      expect(whenFromText(text), text).toBe('today');
  });

  it('reads a day or two ago', () => {
    for (const text of ['last night', 'yesterday', 'ayer', 'anoche', 'hier', 'hier soir', 'hace dos días', '2 days ago', 'il y a deux jours', 'a few days ago', 'hace unos días'])
      expect(whenFromText(text), text).toBe('days');
  });

  it('reads longer ago', () => {
    for (const text of ['last week', 'la semana pasada', 'hace un mes', 'il y a un mois', 'last year', '3 weeks ago', '5 days ago', 'hace 5 días', 'il y a trois jours', "l'année dernière"])
      expect(whenFromText(text), text).toBe('longer');
  });

  it('takes the most urgent time when several are named', () => {
    expect(whenFromText('Lo detuvieron hace un mes y hoy lo van a deportar')).toBe('today');
    expect(whenFromText('Arrested last week, transferred yesterday')).toBe('days');
  });

  it('says nothing without a time, or with a word that only contains one', () => {
    for (const text of ['question about my green card', 'Mon mari me frappe', 'the hierarchy of courts', 'mañana tengo cita', 'I want to know more'])
      expect(whenFromText(text), text).toBeUndefined();
  });
});

describe('chat understanding: where it happened', () => {
  it('reads a place of one or two capitalised words after en, in, à, at', () => {
    expect(placeFromText('Detuvieron a mi esposo hoy en Miami. Llámeme al +1 954 555 0133')).toBe('Miami');
    expect(placeFromText('He was picked up in Fort Lauderdale this morning')).toBe('Fort Lauderdale');
    expect(placeFromText('Mon fils a été arrêté à Montréal')).toBe('Montréal');
    expect(placeFromText('They are holding him at Krome')).toBe('Krome');
    expect(placeFromText('Lo llevaron a Broward anoche')).toBe('Broward');
    expect(placeFromText('Vivimos en Ciudad de México')).toBe('Ciudad de México');
    expect(placeFromText('Il est détenu à Port-au-Prince')).toBe('Port-au-Prince');
    expect(placeFromText('Detained in St. Louis')).toBe('St. Louis');
    expect(placeFromText('In Orlando, yesterday')).toBe('Orlando');
  });

  it('drops a second word that starts a new sentence or is no place', () => {
    expect(placeFromText('Lo detuvieron en Miami Llámeme por favor')).toBe('Miami');
    expect(placeFromText('Está en Tampa. Juan es su nombre')).toBe('Tampa');
  });

  it('says nothing when unsure', () => {
    for (const text of [
      'Detuvieron a mi esposo hoy',
      'He is in ICE custody',
      'My hearing is in January',
      'Detenido en Enero',
      'Can we talk in Spanish?',
      'Je peux parler en Français',
      'I have a Green Card question',
      'Llame a Juan',
      'detained in the morning',
      'Mon mari me frappe',
    ])
      expect(placeFromText(text), text).toBeUndefined();
  });
});

describe('dateKind', () => {
  it('names a date of birth or a hearing by the words around it, and nothing when they do not say', () => {
    expect(dateKind('He was born on 1988-07-14')).toBe('birth');
    expect(dateKind('Nació el 14 de julio de 1988')).toBe('birth');
    expect(dateKind('Il est né le 14 juillet 1988')).toBe('birth');
    expect(dateKind('His hearing is on March 3, 2027')).toBe('hearing');
    expect(dateKind('La audiencia es el 3 de marzo')).toBe('hearing');
    expect(dateKind("L'audience est le 3 mars 2027")).toBe('hearing');
    expect(dateKind('On March 3, 2027 something happened')).toBeUndefined();
    expect(dateKind('Born 1988, his hearing is in March')).toBeUndefined();
  });
});
