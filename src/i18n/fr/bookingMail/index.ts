import type { NamespaceBookingMailTranslation } from '../../i18n-types';

const fr_bookingMail = {
  subject: {
    confirmed: 'Votre consultation avec {firm} est réservée',
    moved: 'Votre consultation avec {firm} a été déplacée',
    cancelled: 'Votre consultation avec {firm} a été annulée',
    reminder24: 'Rappel : votre consultation avec {firm} le {day}',
    reminder2: 'Rappel : votre consultation avec {firm} à {time}',
  },
  intro: {
    confirmed: 'Votre consultation est réservée. Vous trouverez les détails ci-dessous ; l’invitation jointe l’ajoute à votre agenda.',
    moved: 'Votre consultation a été déplacée. Vous trouverez les nouveaux détails ci-dessous ; l’invitation jointe met à jour votre agenda.',
    cancelled: 'Votre consultation a été annulée. L’avis joint la retire de votre agenda.',
    reminder24: 'Nous vous rappelons votre consultation. Vous trouverez les détails ci-dessous.',
    reminder2: 'Votre consultation commence dans deux heures environ. Vous trouverez les détails ci-dessous.',
  },
  cancelledReason: 'Le cabinet l’a annulée pour la raison suivante : {reason}',
  bookAgain: 'Vous pouvez réserver un autre créneau sur notre site quand vous le souhaitez, ou nous appeler au {phone}.',
  label: {
    when: 'Quand',
    type: 'Consultation',
    how: 'Comment',
    language: 'Langue',
    attorney: 'Avec',
    price: 'Prix',
  },
  line: '{label} : {value}',
  minutes: '{n} minutes',
  how: {
    phone: 'Par téléphone. {attorney} vous appellera au {phone}.',
    video: 'Par visioconférence. Un lien pour vous connecter vous sera envoyé avant la consultation.',
    office: 'À notre cabinet, {address}.',
  },
  free: 'Gratuite',
  paid: '{amount}, à régler lors de la consultation',
  languageNames: { en: 'Anglais', es: 'Espagnol', fr: 'Français', ht: 'Créole haïtien', pt: 'Portugais' },
  timeIn: '{time} à {city}',
  timeUtc: '{time} UTC',
  changeHeading: 'Besoin de changer quelque chose ?',
  reschedule: 'Choisir un autre créneau',
  cancel: 'Annuler la consultation',
  linksNote: 'Ouvrir ces liens ne change rien : votre consultation n’est déplacée ou annulée que lorsque vous le confirmez sur la page qui s’ouvre.',
  notYou: 'Si vous n’avez pas réservé cette consultation, annulez-la avec le lien ci-dessus ou appelez-nous.',
  questions: 'Des questions ? Appelez-nous au {phone}.',
  ics: {
    summary: 'Consultation avec {firm}',
    location: { phone: 'Téléphone', video: 'Visioconférence' },
    how: {
      phone: 'Par téléphone : nous vous appellerons au numéro indiqué lors de la réservation.',
      video: 'Par visioconférence : un lien pour vous connecter vous sera envoyé avant la consultation.',
      office: 'À notre cabinet : {address}',
    },
    contact: 'Questions ou changements : {phone}',
  },
} satisfies NamespaceBookingMailTranslation;

export default fr_bookingMail;
