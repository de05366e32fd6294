import type { NamespaceEmailsTranslation } from '../../i18n-types';

const fr_emails = {
  resetSubject: 'Réinitialisez votre mot de passe',
  resetIntro: 'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte sur notre site. Si c’était vous, choisissez un nouveau mot de passe avec ce lien (valable 1 heure) :',
  resetIgnore: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.',
  confirmSubject: 'Confirmez votre adresse e-mail',
  confirmIntro: 'Merci d’avoir créé un compte. Confirmez votre adresse e-mail avec ce lien (valable 24 heures) :',
  confirmAfter: 'Après confirmation, un administrateur du cabinet doit approuver votre compte avant que vous puissiez gérer le contenu.',
  existsSubject: 'Quelqu’un a tenté de créer un compte avec votre adresse e-mail',
  existsIntro: 'Un compte existe déjà pour cette adresse. Si vous avez oublié votre mot de passe, vous pouvez le réinitialiser ici :',
  existsIgnore: 'Si ce n’était pas vous, ignorez cet e-mail.',
  againSubject: 'Quelqu’un s’est de nouveau inscrit avec votre adresse e-mail',
  againIntro:
    'Quelqu’un s’est de nouveau inscrit avec cette adresse e-mail avant qu’elle ne soit confirmée. Pour protéger le compte, aucun mot de passe choisi à l’inscription ne fonctionne plus. Choisissez votre mot de passe avec ce lien (valable 1 heure) ; il confirme aussi votre adresse :',
  againAfter: 'Si vous n’avez pas créé ce compte, ignorez cet e-mail : personne ne peut s’y connecter tant qu’un mot de passe n’a pas été choisi avec un lien envoyé à cette adresse.',
  button: 'Ouvrir le lien',
  ackSubject: 'Nous avons bien reçu votre message',
  ackIntro: 'Merci d’avoir contacté {firm}. Nous avons bien reçu votre message le {date}.',
  ackNext: 'La suite : un membre de notre équipe le lira et vous répondra {promise}, par téléphone ou par e-mail, aux coordonnées que vous nous avez données.',
  ackUrgent: 'Si votre situation est urgente (par exemple, un proche en détention), appelez-nous au {phone}.',
  ackNoCopy: 'Pour protéger votre vie privée, cet e-mail ne reprend pas ce que vous avez écrit. Si vous ne nous avez pas contactés, ignorez-le.',
} satisfies NamespaceEmailsTranslation;

export default fr_emails;
