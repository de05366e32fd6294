/**
 * What a visitor's first free-text message already says (issue 35, item 8): which path it is about, when it
 * happened and where. English, Spanish and French, accents and case ignored. Plain functions with no
 * dependency: the chat panel (a lazy chunk of public pages) and the server both read them.
 *
 * Each answer is a suggestion the chat offers back, never a decision: when unsure, these say nothing
 * (undefined) rather than guess, and the chat asks as it always did.
 */
import { mentionsDetention } from './chat-intake';

export type SuggestedPath = 'detention' | 'vawa' | 'family';
export type SuggestedWhen = 'today' | 'days' | 'longer';

/** Lower case, accents and typographic apostrophes removed, as chat-intake's `mentionsDetention` reads text. */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u00b4`]/g, "'")
    .toLowerCase();
}

const PARTNER_EN = '(husband|wife|spouse|partner|boyfriend|girlfriend|ex)';
const PARTNER_ES = '(esposo|esposa|marido|mujer|pareja|novio|novia|ex)';
const PARTNER_FR = '(mari|femme|epoux|epouse|conjoint|conjointe|compagnon|compagne|copain|copine|partenaire|ex)';

/** Abuse by a partner or relative: the VAWA path. Violence verbs count only with "me", so news stories do not. */
const VAWA_WORDS = [
  // English
  /\bvawa\b/,
  /\bdomestic (violence|abuse)\b/,
  /\babus(e|ed|es|ing|ive|er)\b/,
  /\b(hits?|hitting|beats?|beating|beat|hurts?|hurting|chokes?|choked|strangled?|kicks?|kicked|slaps?|slapped|punche[sd]|punch|rapes?|raped) me\b/,
  /\bthreat(en|ens|ened|ening) (me|to)\b/,
  /\b(afraid|scared|terrified) of my /,
  new RegExp(`\\bmy ${PARTNER_EN} (hits|beats|hurts|threatens|controls|abuses)\\b`),
  /\b(restraining|protective) order\b/,
  /\bbattered\b/,
  // Spanish
  /\bviolencia (domestica|de genero|intrafamiliar|familiar)\b/,
  /\babus(o|os|a|ador|adora|aron|ando)\b/,
  /(?<!\bse )\bme (pega|pego|pegan|golpea|golpeo|golpean|maltrata|maltrato|amenaza|amenazo|amenazan|ahorca|ahorco|viola|violo)\b/,
  /\bmaltrato\b/,
  new RegExp(`\\b(tengo|le tengo) miedo (de|a) mi ${PARTNER_ES}\\b`),
  /\borden de (proteccion|restriccion|alejamiento)\b/,
  // French
  /\bviolences? (conjugales?|domestiques?|familiales?)\b/,
  /\b(me|m'a|m'ont) (frapp|battu|maltrait|menac|viol)\w*/,
  /\bme (bat|battait|battre)\b/,
  /\babus\b/,
  new RegExp(`\\bj'ai peur de (mon|ma) ${PARTNER_FR}\\b`),
  /\bordonnance de protection\b/,
];

const RELATIVE_EN = '(wife|husband|spouse|fiancee?|mother|mom|father|dad|parents?|son|daughter|child|children|kids?|brother|sister|siblings?|family)';
const RELATIVE_ES = '(esposa|esposo|marido|mujer|prometid[oa]|madre|mama|padre|papa|padres|hij[oa]s?|herman[oa]s?|familia)';
const RELATIVE_FR = '(femme|mari|epouse|epoux|fiancee?|mere|pere|parents|fils|fille|enfants?|frere|soeur|famille)';

/** A relative's petition, a green card or citizenship through family: the family path. "green" alone is not. */
const FAMILY_WORDS = [
  // English
  /\bgreen ?cards?\b/,
  /\bi-?130\b/,
  /\bi-?485\b/,
  /\bpermanent residen(ce|cy|t)\b/,
  /\bfamily[- ](based|petition|visa|immigration|reunification|sponsorship)\b/,
  /\b(k-?1|fiancee?) visa\b/,
  new RegExp(`\\b(petition|petitioning|sponsor|sponsoring|apply|applying) (for|to bring) my ${RELATIVE_EN}\\b`),
  new RegExp(`\\b(petition|sponsor|bring) my ${RELATIVE_EN}\\b`),
  new RegExp(`\\bcitizenship (for|of) my ${RELATIVE_EN}\\b`),
  // Spanish
  /\btarjeta verde\b/,
  /\bresiden(cia|te) permanente\b/,
  /\bresidencia\b/,
  /\bpeticion (familiar|para mi)\b/,
  /\breunificacion familiar\b/,
  /\bvisa de prometid[oa]\b/,
  new RegExp(`\\b(pedir|pedirle|reclamar|reclamarle|traer) (a )?mi ${RELATIVE_ES}\\b`),
  new RegExp(`\\bciudadania (para|de) mi ${RELATIVE_ES}\\b`),
  // French
  /\bcarte verte\b/,
  /\bresidence permanente\b/,
  /\bregroupement familial\b/,
  /\bparrain(er|age|e)\b/,
  /\bvisa de fiancee?\b/,
  new RegExp(`\\b(petition pour|faire venir) (mon|ma|mes) ${RELATIVE_FR}\\b`),
  new RegExp(`\\bcitoyennete (pour|de) (mon|ma|mes) ${RELATIVE_FR}\\b`),
];

/**
 * The path a free-text message points to, or undefined. A detention wins over abuse and abuse over a family
 * petition: "ICE took my husband, who beats me" needs the detention path's urgency first, and a VAWA case
 * often mentions the green card it hopes for.
 */
export function suggestedPath(text: string): SuggestedPath | undefined {
  if (mentionsDetention(text)) return 'detention';
  const t = plain(text);
  if (VAWA_WORDS.some((re) => re.test(t))) return 'vawa';
  if (FAMILY_WORDS.some((re) => re.test(t))) return 'family';
  return undefined;
}

const FEW = '(a few|few|some|couple of|a couple of|\\d+|an?|one|two|three|several)';
const FEW_ES = '(unos|unas|un par de|\\d+|una?|dos|tres|varios|varias|pocos|pocas)';
const FEW_FR = '(quelques|\\d+|une?|deux|trois|plusieurs)';

const WHEN_WORDS: Record<SuggestedWhen, readonly RegExp[]> = {
  today: [
    /\b(today|tonight|right now|just now)\b/,
    /\bthis (morning|afternoon|evening)\b/,
    new RegExp(`\\b${FEW} (minutes?|hours?) ago\\b`),
    /\b(hoy|ahora mismo|hace un rato|en este momento)\b/,
    /\besta (manana|tarde|noche|madrugada)\b/,
    new RegExp(`\\bhace ${FEW_ES} (minutos?|horas?)\\b`),
    /\b(aujourd'hui|aujourdhui|ce matin|ce soir|cet apres-midi|en ce moment|a l'instant|tout de suite)\b/,
    new RegExp(`\\bil y a ${FEW_FR} (minutes?|heures?)\\b`),
  ],
  days: [
    /\b(yesterday|last night|day before yesterday)\b/,
    /\b(a|one|two|[12]|a couple of|couple of|a few|few) days? ago\b/,
    /\b(ayer|anoche|anteayer|antier|antenoche)\b/,
    /\bhace (un|1|2|dos|un par de|unos|pocos) dias?\b/,
    /\b(hier|avant-hier|avant hier)\b/,
    /\bil y a (un|1|2|deux|quelques) jours?\b/,
  ],
  longer: [
    /\blast (week|month|year)\b/,
    new RegExp(`\\b${FEW} (weeks?|months?|years?) ago\\b`),
    /\b([3-9]|\d{2,}|three|four|five|six|seven|several) days ago\b/,
    /\b(la semana pasada|el mes pasado|el ano pasado)\b/,
    new RegExp(`\\bhace ${FEW_ES} (semanas?|mes|meses|anos?)\\b`),
    /\bhace ([3-9]|\d{2,}|tres|cuatro|cinco|seis|siete|varios) dias\b/,
    /\b(la semaine derniere|le mois dernier|l'annee derniere|l'an dernier)\b/,
    new RegExp(`\\bil y a ${FEW_FR} (semaines?|mois|ans?|annees?)\\b`),
    /\bil y a ([3-9]|\d{2,}|trois|quatre|cinq|six|sept|plusieurs) jours\b/,
  ],
};

/**
 * When it happened, as the 'when' question's choices: 'today' (or right now), 'days' (1–2 days ago) or
 * 'longer'. When a message names several times ("detained last month, deported today"), the most urgent one
 * wins, and "a few days ago" counts as 'days', for the reason `isUrgent` gives: an alert that could have
 * waited costs less than a missed one.
 */
export function whenFromText(text: string): SuggestedWhen | undefined {
  const t = plain(text);
  return (['today', 'days', 'longer'] as const).find((when) => WHEN_WORDS[when].some((re) => re.test(t)));
}

/** Capitalised words after "in" that name no place: months, weekdays, languages, agencies, courts. */
const NOT_PLACES = new Set([
  // months
  ...'january february march april may june july august september october november december'.split(' '),
  ...'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre'.split(' '),
  ...'janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre'.split(' '),
  // weekdays
  ...'monday tuesday wednesday thursday friday saturday sunday'.split(' '),
  ...'lunes martes miercoles jueves viernes sabado domingo'.split(' '),
  ...'lundi mardi mercredi jeudi vendredi samedi dimanche'.split(' '),
  // languages
  ...'english spanish french creole kreyol ingles espanol frances criollo anglais espagnol francais'.split(' '),
  // agencies, courts and words that start a sentence rather than a place
  ...'ice cbp uscis dhs eoir fbi bia ins immigration inmigracion court corte tribunal'.split(' '),
  ...'i my mi mis mon ma mes he she it we they el ella il elle nous the la le les los las please por favor'.split(' '),
  ...'call llame llameme llamame appelez appelle help ayuda aide aidez thanks gracias merci hello hola bonjour'.split(' '),
]);

/** A capitalised word, or a hyphenated name such as Port-au-Prince or Trois-Rivières ('St.' keeps its dot). */
const NAME = "\\p{Lu}[\\p{L}'.]*(?:-\\p{L}[\\p{L}'.]*)*";
/**
 * "in", "en", "à", "at", or the Spanish "a" after a verb of moving someone ("lo llevaron a Krome"): the English
 * article "a" ("a Green Card") names no place. No `i` flag: with it, \p{Lu} would match lower case too.
 */
const BEFORE_PLACE =
  '(?:\\b(?:[Ii]n|[Ee]n|[Aa]t|[Nn]ear|[Cc]erca de|[Pp]r[eè]s de)|(?<=\\s|^)[Àà]|\\b(?:llevaron|llevo|llevó|trasladaron|trasladado|trasladada|transfirieron|mandaron|enviaron|movieron) a)';
const PLACE_RE = new RegExp(`${BEFORE_PLACE}\\s+(${NAME})(?:\\s+((?:(?:de|del|de la|du|des|of)\\s+)?${NAME}))?`, 'gu');

function isPlaceWord(word: string): boolean {
  return !NOT_PLACES.has(plain(word).replace(/\.$/, ''));
}

/** A second word joins the first unless a sentence ended between them ("Miami. Juan…"); "St. Louis" is one place. */
function joinsFirst(first: string, second: string): boolean {
  const last = second.split(/\s+/).at(-1) ?? '';
  const sentenceEnded = first.endsWith('.') && !/^(St|Ste|Ft|Mt|Pt)\.$/.test(first);
  return !sentenceEnded && isPlaceWord(last);
}

/**
 * The place a message names after "en"/"in"/"à"/"at" with one or two capitalised words ("hoy en Miami" →
 * "Miami", "in Fort Lauderdale" → "Fort Lauderdale"), or undefined. Conservative: a month, a weekday, a
 * language or "ICE" is not a place, and a second word that is not a place ("en Miami Llámeme") is dropped.
 */
export function placeFromText(text: string): string | undefined {
  for (const m of text.matchAll(PLACE_RE)) {
    const [, first, second] = m;
    if (first === undefined || !isPlaceWord(first)) continue;
    const place = second !== undefined && joinsFirst(first, second) ? `${first} ${second}` : first;
    return place.replace(/('s)?[.']*$/, '');
  }
  return undefined;
}

const BIRTH_WORDS = /\b(born|birth|birthday|date of birth|dob|nacio|nacida|nacido|nacimiento|fecha de nacimiento|ne le|nee le|naissance|date de naissance)\b/;
const HEARING_WORDS = /\b(hearing|court|judge|audiencia|corte|tribunal|juez|cita en la corte|audience|juge)\b/;

/**
 * What a date written in a message is about, by the words around it: a date of birth, a hearing, or undefined
 * when the words do not say (then it is not offered back: a wrong date is worse than a question).
 */
export function dateKind(text: string): 'birth' | 'hearing' | undefined {
  const t = plain(text);
  const birth = BIRTH_WORDS.test(t);
  const hearing = HEARING_WORDS.test(t);
  return birth === hearing ? undefined : birth ? 'birth' : 'hearing';
}
