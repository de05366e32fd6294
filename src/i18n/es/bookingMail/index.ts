import type { NamespaceBookingMailTranslation } from '../../i18n-types';

const es_bookingMail = {
  subject: {
    confirmed: 'Su consulta con {firm} está reservada',
    moved: 'Su consulta con {firm} cambió de horario',
    cancelled: 'Su consulta con {firm} fue cancelada',
    reminder24: 'Recordatorio: su consulta con {firm} el {day}',
    reminder2: 'Recordatorio: su consulta con {firm} a las {time}',
  },
  intro: {
    confirmed: 'Su consulta está reservada. Encontrará los detalles a continuación; la invitación adjunta la añade a su calendario.',
    moved: 'Su consulta cambió de horario. Encontrará los nuevos detalles a continuación; la invitación adjunta actualiza su calendario.',
    cancelled: 'Su consulta fue cancelada. El aviso adjunto la quita de su calendario.',
    reminder24: 'Le recordamos su consulta. Encontrará los detalles a continuación.',
    reminder2: 'Su consulta comienza en unas dos horas. Encontrará los detalles a continuación.',
  },
  cancelledReason: 'El despacho la canceló por este motivo: {reason}',
  bookAgain: 'Puede reservar otro horario en nuestro sitio web cuando lo desee, o llamarnos al {phone}.',
  label: {
    when: 'Cuándo',
    type: 'Consulta',
    how: 'Cómo',
    language: 'Idioma',
    attorney: 'Le atenderá',
    price: 'Precio',
  },
  line: '{label}: {value}',
  minutes: '{n} minutos',
  how: {
    phone: 'Por teléfono. {attorney} le llamará al {phone}.',
    video: 'Por videollamada. Le enviaremos un enlace para unirse antes de la consulta.',
    office: 'En nuestra oficina, {address}.',
  },
  free: 'Gratuita',
  paid: '{amount}, se paga en la consulta',
  languageNames: { en: 'Inglés', es: 'Español', fr: 'Francés', ht: 'Criollo haitiano', pt: 'Portugués' },
  timeIn: '{time} en {city}',
  timeUtc: '{time} UTC',
  changeHeading: '¿Necesita cambiar algo?',
  reschedule: 'Elegir otro horario',
  cancel: 'Cancelar la consulta',
  linksNote: 'Abrir estos enlaces no cambia nada: su consulta solo cambia de horario o se cancela cuando usted lo confirma en la página que se abre.',
  notYou: 'Si usted no reservó esta consulta, cancélela con el enlace de arriba o llámenos.',
  questions: '¿Preguntas? Llámenos al {phone}.',
  ics: {
    summary: 'Consulta con {firm}',
    location: { phone: 'Teléfono', video: 'Videollamada' },
    how: {
      phone: 'Por teléfono: le llamaremos al número que indicó al reservar.',
      video: 'Por videollamada: le enviaremos un enlace para unirse antes de la consulta.',
      office: 'En nuestra oficina: {address}',
    },
    contact: 'Preguntas o cambios: {phone}',
  },
} satisfies NamespaceBookingMailTranslation;

export default es_bookingMail;
