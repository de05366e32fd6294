import type { NamespaceErrorPageTranslation } from '../../i18n-types';

const es_errorPage = {
  title: 'Algo salió mal',
  text: 'No pudimos mostrar esta página por un error de nuestra parte. Inténtelo de nuevo en un momento.',
  reference: 'Referencia',
  home: 'Ir al inicio',
} satisfies NamespaceErrorPageTranslation;

export default es_errorPage;
