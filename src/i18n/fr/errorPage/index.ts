import type { NamespaceErrorPageTranslation } from '../../i18n-types';

const fr_errorPage = {
  title: 'Une erreur est survenue',
  text: 'Cette page n’a pas pu être affichée à cause d’une erreur de notre côté. Veuillez réessayer dans un instant.',
  reference: 'Référence',
  home: 'Retour à l’accueil',
} satisfies NamespaceErrorPageTranslation;

export default fr_errorPage;
