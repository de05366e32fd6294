import type { BaseTranslation } from '../../i18n-types';

/** The page the server sends when rendering failed (server/plugins/ssr.ts): its strings only, no catalogue. */
const en_errorPage = {
  title: 'Something went wrong',
  text: 'This page could not be shown because of an error on our side. Please try again in a moment.',
  reference: 'Reference',
  home: 'Go home',
} satisfies BaseTranslation;

export default en_errorPage;
