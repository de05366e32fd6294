import type { NamespaceEmailsTranslation } from '../../i18n-types';

const es_emails = {
  resetSubject: 'Restablezca su contraseña',
  resetIntro: 'Alguien pidió restablecer la contraseña de su cuenta en nuestro sitio web. Si fue usted, elija una nueva contraseña con este enlace (válido durante 1 hora):',
  resetIgnore: 'Si no lo pidió, ignore este correo: su contraseña no cambia.',
  confirmSubject: 'Confirme su dirección de correo electrónico',
  confirmIntro: 'Gracias por crear una cuenta. Confirme su dirección de correo electrónico con este enlace (válido durante 24 horas):',
  confirmAfter: 'Después de confirmarla, un administrador del bufete debe aprobar su cuenta antes de que pueda gestionar contenido.',
  existsSubject: 'Alguien intentó crear una cuenta con su correo electrónico',
  existsIntro: 'Ya existe una cuenta con esta dirección. Si olvidó su contraseña, puede restablecerla aquí:',
  existsIgnore: 'Si no fue usted, puede ignorar este correo.',
  againSubject: 'Alguien volvió a registrarse con su correo electrónico',
  againIntro:
    'Alguien volvió a registrarse con esta dirección de correo electrónico antes de que se confirmara. Para proteger la cuenta, ya no sirve ninguna contraseña elegida al registrarse. Elija su contraseña con este enlace (válido durante 1 hora); también confirma su dirección:',
  againAfter: 'Si usted no creó esta cuenta, ignore este correo: nadie puede iniciar sesión en ella hasta que se elija una contraseña con un enlace enviado a esta dirección.',
  button: 'Abrir el enlace',
  ackSubject: 'Recibimos su mensaje',
  ackIntro: 'Gracias por comunicarse con {firm}. Recibimos su mensaje el {date}.',
  ackNext: 'Qué sucede ahora: un miembro de nuestro equipo lo leerá y le responderá {promise}, por teléfono o por correo electrónico, con los datos que nos dio.',
  ackUrgent: 'Si su asunto es urgente (por ejemplo, un familiar detenido), llámenos al {phone}.',
  ackNoCopy: 'Por su privacidad, este correo no repite lo que nos escribió. Si usted no se comunicó con nosotros, puede ignorarlo.',
} satisfies NamespaceEmailsTranslation;

export default es_emails;
