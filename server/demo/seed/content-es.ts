/**
 * Spanish versions of the demo posts and resources in content.ts, in the same order.
 * Written for Spanish-speaking readers rather than translated word for word; legal terms follow
 * USCIS's Spanish pages. Bodies use the same post body format as content.ts ("## ", "### ", "- ",
 * "[alt](URL)" image lines, blank lines between blocks, no HTML) and the same image URLs.
 */
import { bodyWith, IMG, type DemoPostTranslation, type DemoResourceTranslation } from './translations';


const DISCLAIMER =
  'Este artículo ofrece información general, no asesoría legal, y su lectura no crea una relación abogado-cliente.';

const body = bodyWith(DISCLAIMER);

export const postsEs: DemoPostTranslation[] = [
  {
    of: 'first-48-hours-after-ice-detention',
    title: 'Las primeras 48 horas tras un arresto de ICE: guía práctica para familias',
    slug: 'primeras-48-horas-tras-un-arresto-de-ice',
    description:
      'Qué hacer, qué documentos reunir y qué evitar durante los dos primeros días después de que ICE detenga a un ser querido en el sur de Florida.',
    category: 'Defensa en detención',
    content: body(`
Cuando el Servicio de Inmigración y Control de Aduanas (ICE) detiene a una persona, la familia suele pasar las primeras horas buscando información desesperadamente. Esas primeras horas cuentan. Las decisiones que se toman en las primeras 48 horas, como firmar o no un documento o cómo pedir una fianza, pueden marcar el rumbo de todo el caso.

[Un reloj que marca las primeras 48 horas después de un arresto migratorio](${IMG.clock})

## Paso 1: averigüe dónde está detenido su ser querido

Utilice el Localizador de Detenidos en Línea de ICE en locator.ice.gov. Necesitará el número A (número de registro de extranjero) de la persona y su país de nacimiento, o bien su nombre completo y su país de nacimiento. Las personas arrestadas en el sur de Florida suelen pasar primero por una oficina local de ICE y luego son trasladadas, con frecuencia al Centro de Procesamiento Krome North en Miami o al Broward Transitional Center en Pompano Beach. Los traslados pueden ocurrir muy rápido, así que vuelva a buscar si el primer intento no da resultados.

## Paso 2: reúna los documentos clave

Junte copias, nunca originales, de todo lo que demuestre la identidad de la persona, su historial migratorio y sus lazos con la comunidad:

- Pasaporte, acta de nacimiento y cualquier documento migratorio anterior o aviso de recibo
- Cualquier Aviso de Comparecencia (NTA), órdenes judiciales previas y registros de arrestos anteriores con su resultado
- Pruebas de vínculos familiares: acta de matrimonio, actas de nacimiento de los hijos, pruebas de la ciudadanía o residencia de sus familiares
- Pruebas de domicilio y trabajo estables: contrato de arrendamiento, talones de pago, declaraciones de impuestos, una carta del empleador
- Cartas de apoyo de familiares, líderes religiosos y miembros de la comunidad

## Paso 3: proteja los derechos de su ser querido

### No firme nada sin asesoría legal

A veces se ofrece a las personas detenidas formularios como la salida voluntaria o la deportación estipulada. Firmarlos puede significar renunciar al derecho de ver a un juez de inmigración y puede conducir a una deportación rápida y a impedimentos para regresar en el futuro. Su ser querido puede decir con cortesía que primero desea hablar con un abogado.

### Guarde silencio sobre su historial migratorio

Toda persona bajo custodia puede negarse a responder preguntas sobre dónde nació o cómo entró a Estados Unidos hasta haber hablado con un abogado. Lo que se declare durante la detención puede usarse después en el tribunal.

## Paso 4: pregunte por la fianza y otras opciones de liberación

Muchas personas detenidas pueden pedir a ICE o a un juez de inmigración que las deje en libertad bajo fianza. La elegibilidad depende del historial migratorio, los antecedentes penales y las normas de detención vigentes, que han cambiado recientemente. Un abogado puede determinar si existe la posibilidad de una audiencia de fianza y preparar pruebas de que su ser querido no representa un riesgo de fuga ni un peligro.

## Cómo le ayuda nuestra oficina de Fort Lauderdale

Atendemos emergencias de detención las 24 horas, los 7 días de la semana, y normalmente comenzamos a trabajar dentro de las 24 horas siguientes a su llamada. Localizamos a la persona detenida, coordinamos una llamada o visita legal y empezamos de inmediato a preparar la solicitud de fianza u otra defensa.
`),
  },
  {
    of: 'immigration-bond-hearings-explained',
    title: 'Cómo funcionan las audiencias de fianza de inmigración',
    slug: 'como-funcionan-las-audiencias-de-fianza-de-inmigracion',
    description:
      'Una guía clara sobre la fianza de inmigración: quién puede calificar, qué toma en cuenta el juez, cómo preparar las pruebas y cómo se paga la fianza a ICE.',
    category: 'Defensa en detención',
    content: body(`
La fianza de inmigración es una cantidad de dinero que se paga al Departamento de Seguridad Nacional para que una persona detenida quede en libertad mientras continúa su caso migratorio. Si la persona asiste a todas sus audiencias y cumple todas las órdenes, la fianza se reembolsa cuando termina el caso.

## Quién decide la fianza

Primero, ICE fija un monto de fianza o niega la liberación. Si la persona detenida no está de acuerdo, puede pedir a un juez de inmigración que revise la custodia, lo que comúnmente se llama audiencia de fianza. Por ley, la fianza de inmigración mínima es de $1,500. No existe un máximo, y en el sur de Florida los montos suelen ser mucho más altos.

[Columnas de un tribunal que representan a un tribunal de inmigración](${IMG.courthouse})

## Quién podría no ser elegible

No todas las personas pueden obtener una fianza. Algunas están sujetas a detención obligatoria, por ejemplo por ciertas condenas penales o por su situación migratoria en el momento del arresto. En 2025, nuevas políticas y una decisión de la Junta de Apelaciones de Inmigración (BIA) restringieron la elegibilidad para fianza de muchas personas que ingresaron a Estados Unidos sin inspección, y los tribunales federales están revisando activamente esas normas. La elegibilidad debe analizarse caso por caso.

Si el gobierno sostiene que una persona está sujeta a detención obligatoria, un abogado puede impugnar esa clasificación ante el juez de inmigración o, en algunas situaciones, ante un tribunal federal.

## Qué toma en cuenta el juez

El juez se hace dos preguntas principales: ¿representa la persona un peligro para la comunidad? y ¿es probable que se presente a sus futuras audiencias? Entre las pruebas que ayudan están:

- Muchos años de residencia en Estados Unidos y un domicilio estable
- Familiares ciudadanos estadounidenses o residentes permanentes, en especial hijos
- Un empleo estable o una oferta de trabajo, y declaraciones de impuestos presentadas
- Una posible defensa o forma de alivio en el caso migratorio
- Un patrocinador que ofrezca vivienda, y cartas de apoyo
- Registros certificados que muestren el resultado de cualquier arresto

### Cómo prepararse para la audiencia

Las audiencias de fianza son breves, a menudo de 15 minutos o menos, y pueden realizarse por video. Presentar con anticipación documentos bien organizados marca una verdadera diferencia. Todo documento en un idioma extranjero necesita una traducción certificada al inglés.

### Cómo se paga la fianza

La fianza se paga a ICE, no al tribunal. La persona que la deposita, llamada fiador (obligor), por lo general debe ser ciudadano estadounidense o residente permanente legal con una identificación vigente. Guarde el recibo: lo necesitará más adelante para pedir el reembolso.

## Si se niega la fianza

Cualquiera de las dos partes puede apelar la decisión del juez sobre la fianza ante la Junta de Apelaciones de Inmigración, y se puede pedir una nueva audiencia si las circunstancias cambian de manera importante. Nuestra oficina prepara los expedientes de fianza con rapidez, porque cada día de detención cuenta.
`),
  },
  {
    of: 'habeas-corpus-immigration-detention',
    title: 'Peticiones de hábeas corpus: cómo impugnar una detención migratoria prolongada',
    slug: 'habeas-corpus-detencion-migratoria-prolongada',
    description:
      'Cuando la custodia migratoria se vuelve ilegal o excesivamente larga, una petición de hábeas corpus ante un tribunal federal de distrito puede lograr la liberación o una audiencia de fianza.',
    category: 'Defensa en detención',
    content: body(`
Una petición de hábeas corpus le pide a un juez federal que decida si el gobierno mantiene detenida a una persona de forma legal. En los casos de inmigración suele presentarse al amparo de 28 U.S.C. 2241 ante el tribunal federal de distrito del lugar donde está detenida la persona. Para quienes se encuentran en Krome, en Miami, o en el Broward Transitional Center, por lo general se trata del Tribunal de Distrito de EE. UU. para el Distrito Sur de Florida.

[La balanza de la justicia, que representa la revisión de un tribunal federal](${IMG.scales})

## Cuándo el hábeas corpus puede ser la herramienta adecuada

El hábeas corpus no sirve para volver a discutir todo el caso migratorio. La ley federal envía la mayoría de las impugnaciones contra órdenes de deportación a los tribunales de apelaciones. El hábeas corpus se centra en la detención en sí. Algunas situaciones comunes son:

- Una detención que se ha prolongado durante muchos meses sin ninguna audiencia de fianza
- Una detención de más de seis meses después de una orden de deportación definitiva, cuando no es probable que la deportación se realice en un futuro razonablemente previsible
- Una detención basada en la afirmación errónea de que la persona está sujeta a detención obligatoria
- Una audiencia de fianza fundamentalmente injusta, o una orden de liberación que no se cumplió

## Decisiones clave de la Corte Suprema

### Zadvydas v. Davis (2001)

La Corte determinó que, después de una orden de deportación, la detención se limita al período razonablemente necesario para llevar a cabo la deportación, y consideró que seis meses se presumen razonables. Pasado ese plazo, si la persona demuestra que hay buenas razones para creer que no existe una probabilidad significativa de deportación en un futuro razonablemente previsible, el gobierno debe justificar que la detención continúe.

### Jennings v. Rodriguez (2018)

La Corte rechazó que las leyes de inmigración exijan audiencias de fianza automáticas cada seis meses, pero dejó abierta la posibilidad de impugnar la detención prolongada por violar el debido proceso constitucional. Desde entonces, muchos jueces federales han ordenado audiencias de fianza caso por caso.

## Cómo es el proceso

La petición nombra al funcionario que tiene la custodia inmediata, por lo general el administrador del centro o el director de la oficina local de ICE, y explica por qué la detención viola la Constitución o la ley federal. Normalmente el tribunal ordena al gobierno que responda dentro de un plazo determinado. Algunos casos se resuelven en semanas; otros tardan más. El juez puede ordenar la liberación, ordenar una audiencia de fianza con garantías específicas o negar la petición.

Las peticiones de hábeas corpus son técnicas y dependen mucho de los hechos de cada caso. Nuestro equipo de defensa en detención revisa el historial de la detención, las órdenes previas y la situación de los documentos de viaje antes de recomendar si el tribunal federal es el mejor camino.
`),
  },
  {
    of: 'find-loved-one-ice-detention-locator',
    title: 'Cómo encontrar a un familiar bajo custodia de ICE',
    slug: 'como-encontrar-a-un-familiar-detenido-por-ice',
    description:
      'Consejos paso a paso para usar el Localizador de Detenidos en Línea de ICE, consultar el estado del caso en el tribunal de inmigración y mantener el contacto con un familiar detenido.',
    category: 'Defensa en detención',
    content: body(`
Después de un arresto migratorio, muchas familias no saben adónde llevaron a su ser querido. Las personas pueden ser trasladadas de un centro a otro, a veces a otros estados, en cuestión de días. Estos pasos le ayudarán a encontrarlas y a mantenerse en contacto.

## Use el Localizador de Detenidos en Línea de ICE

El Sistema de Localización de Detenidos en Línea, en locator.ice.gov, permite a cualquier persona buscar a un adulto bajo custodia de ICE. Hay dos formas de buscar:

- Por número A, el número de registro de extranjero de 9 dígitos (si tiene 8 dígitos, agregue un cero al principio), junto con el país de nacimiento
- Por nombre, apellido y país de nacimiento, escritos como ICE podría haberlos registrado
- Pruebe distintas formas de escribir el nombre, ambos apellidos si la persona usa dos, y la fecha de nacimiento si la conoce

El localizador muestra el nombre del centro de detención y cómo comunicarse con él. No incluye a menores de 18 años, y un arresto o traslado muy reciente puede tardar en aparecer.

[Un marcador de mapa que señala la ubicación de un centro de detención](${IMG.mapPin})

## Consulte el caso en el tribunal de inmigración

Si la persona tiene un caso ante un tribunal de inmigración, la Oficina Ejecutiva de Revisión de Inmigración (EOIR) ofrece el portal de Información Automatizada de Casos en acis.eoir.justice.gov y una línea telefónica en el 1-800-898-7180. Con el número A puede ver la fecha de la próxima audiencia, la ubicación del tribunal y si un juez ya tomó una decisión.

## Cómo mantenerse en contacto

### Llamadas telefónicas y cuentas

Por lo general, las personas detenidas no pueden recibir llamadas. La mayoría de los centros trabaja con una compañía telefónica contratada, y la familia puede abrir una cuenta prepagada para que la persona detenida pueda llamar. Cada centro publica sus propias reglas en el sitio web de ICE.

### Visitas y correspondencia

Los horarios de visita, las normas de vestimenta y los requisitos de identificación varían de un centro a otro. Las visitas legales de los abogados se programan por separado y suelen ser más fáciles de coordinar. Al enviar correspondencia, incluya el nombre completo de la persona y su número A.

## Si no logra encontrarla

Si después de uno o dos días el localizador no muestra nada, comuníquese con la oficina local de Operaciones de Control y Deportación (ERO) de ICE responsable de la zona donde ocurrió el arresto, que en el sur de Florida es la oficina de Miami, o pida a un abogado que haga la consulta. Es posible que una persona que fue liberada, o deportada de Estados Unidos, ya no aparezca como detenida.

Nuestra oficina puede localizar a un cliente detenido, coordinar una llamada legal y comenzar a preparar una audiencia de fianza, muchas veces el mismo día.
`),
  },
  {
    of: 'i-130-immediate-relatives-explained',
    title: 'Familiares inmediatos y el Formulario I-130: quién califica',
    slug: 'familiares-inmediatos-y-formulario-i-130',
    description:
      'Los ciudadanos estadounidenses pueden pedir a su cónyuge, a sus padres y a sus hijos solteros menores de 21 años sin esperar un número de visa. Le explicamos cómo funciona.',
    category: 'Inmigración familiar',
    content: body(`
El Formulario I-130, Petición de Familiar Extranjero, es el primer paso para la mayoría de las tarjetas verdes por vía familiar. Con él se pide al Servicio de Ciudadanía e Inmigración de Estados Unidos (USCIS) que reconozca una relación familiar que da derecho a inmigrar. Para algunos familiares la espera posterior es corta; para otros puede durar muchos años. La diferencia suele reducirse a una pregunta: ¿es el beneficiario un familiar inmediato?

[Una familia unida](${IMG.family})

## Quiénes son familiares inmediatos

Los familiares inmediatos de ciudadanos estadounidenses no están sujetos a los límites anuales de visas, así que no hacen fila en el Boletín de Visas. Son:

- El cónyuge de un ciudadano estadounidense
- El hijo o la hija soltero(a) menor de 21 años de un ciudadano estadounidense, incluidos los hijastros y los hijos adoptivos que califiquen
- El padre o la madre de un ciudadano estadounidense que tenga al menos 21 años

Otros familiares, como los hijos e hijas casados, los hijos e hijas solteros adultos, los hermanos y hermanas de ciudadanos, y los cónyuges e hijos de residentes permanentes, pertenecen a categorías de preferencia familiar con límites anuales y períodos de espera.

## Cumplir 21 años durante el trámite

### La Ley de Protección del Estatus del Menor

Para el hijo de un ciudadano estadounidense, la Ley de Protección del Estatus del Menor (CSPA) generalmente congela la edad del hijo en la fecha en que se presenta el I-130. Un hijo que tenía 20 años cuando se presentó la petición por lo general sigue siendo familiar inmediato aunque cumpla 21. Sin embargo, el matrimonio pone fin a la condición de familiar inmediato del hijo o la hija de un ciudadano y traslada el caso a una categoría de preferencia.

### Cuando el padre o la madre residente permanente se naturaliza

Si un residente permanente presenta una petición para un hijo soltero menor de 21 años y más tarde se hace ciudadano, el caso puede convertirse a la categoría de familiar inmediato, lo que a menudo acorta mucho la espera.

## Qué presentar con el I-130

- Prueba de la ciudadanía del peticionario, como un pasaporte estadounidense, un certificado de naturalización o un acta de nacimiento de Estados Unidos
- Prueba de la relación, como un acta de nacimiento en la que figure el padre o la madre, o un acta de matrimonio
- En el caso de cónyuges, prueba de que todos los matrimonios anteriores terminaron y pruebas de que el matrimonio es genuino
- La tarifa de presentación, que conviene confirmar en la página del I-130 de USCIS antes de presentar

Una vez aprobada la petición, el familiar solicita la tarjeta verde dentro de Estados Unidos mediante el ajuste de estatus o completa el procesamiento consular en el extranjero. El camino disponible depende de cómo entró la persona al país y de su historial migratorio.
`),
  },
  {
    of: 'k1-fiance-visa-guide',
    title: 'Visa K-1 de prometido(a): requisitos y plazos',
    slug: 'visa-k-1-de-prometido-requisitos-y-plazos',
    description:
      'Un ciudadano estadounidense puede traer a su prometido(a) extranjero(a) a Estados Unidos para casarse dentro de 90 días. Conozca los requisitos, los pasos y los errores más comunes.',
    category: 'Inmigración familiar',
    content: body(`
La visa K-1 permite que el prometido o la prometida extranjera de un ciudadano estadounidense viaje a Estados Unidos para casarse. Solo los ciudadanos pueden presentarla; los residentes permanentes no pueden usar el proceso K-1. Es una visa de no inmigrante con un propósito de inmigrante: después de la boda, el cónyuge extranjero solicita la tarjeta verde.

[Un pasaporte con una ruta de vuelo](${IMG.passport})

## Requisitos básicos

- El peticionario es ciudadano estadounidense
- Ambos tienen libertad legal para casarse, y cualquier matrimonio anterior ya terminó
- Ambos tienen la intención de casarse dentro de los 90 días siguientes a la llegada del prometido(a) a Estados Unidos
- La pareja se conoció en persona al menos una vez en los dos años anteriores a la presentación, salvo que USCIS exima este requisito por dificultad extrema o por una costumbre cultural o religiosa estricta

## Los pasos

### Formulario I-129F

El ciudadano presenta ante USCIS el Formulario I-129F, Petición de Prometido(a) Extranjero(a), junto con prueba de su ciudadanía, pruebas de que la relación es genuina y prueba del encuentro en persona.

### La entrevista consular

Una vez aprobada la petición, el caso pasa por el Centro Nacional de Visas (NVC) hacia la embajada o el consulado de Estados Unidos. El prometido(a) llena una solicitud de visa en línea, se hace un examen médico y asiste a una entrevista. Los hijos solteros menores de 21 años pueden recibir visas K-2.

### El matrimonio y el ajuste de estatus

Después de entrar al país, la pareja debe casarse dentro de 90 días. La K-1 no se puede extender, y quien entra con una K-1 por lo general no puede cambiar a otro estatus ni obtener la tarjeta verde por medio de otro peticionario. Después de la boda, el cónyuge presenta el Formulario I-485 para la residencia permanente, normalmente junto con las solicitudes de permiso de trabajo y de permiso de viaje. Si el matrimonio tiene menos de dos años cuando se otorga la residencia, la tarjeta verde es condicional, y más adelante la pareja debe presentar una solicitud para eliminar las condiciones.

## ¿Visa K-1 o visa por matrimonio?

Algunas parejas se casan en el extranjero y, en lugar de la K-1, presentan un I-130 para una visa de inmigrante como cónyuge. En ese caso, el cónyuge llega como residente permanente y puede trabajar de inmediato, sin necesidad de un trámite de ajuste por separado. Los tiempos de procesamiento y los costos de cada vía cambian con frecuencia, así que compare ambas antes de decidir.

## Errores comunes

Entre los problemas típicos están las pruebas débiles del encuentro en persona, las fechas que no coinciden de un formulario a otro, y dejar pasar el plazo de 90 días o casarse con alguien que no es el peticionario, lo que puede dejar al prometido(a) sin forma de quedarse en el país.
`),
  },
  {
    of: 'adjustment-of-status-vs-consular-processing',
    title: 'Ajuste de estatus o procesamiento consular: cómo elegir el camino',
    slug: 'ajuste-de-estatus-o-procesamiento-consular',
    description:
      'Hay dos caminos hacia la tarjeta verde por vía familiar. Comparamos el ajuste de estatus dentro de EE. UU. con el procesamiento consular en el extranjero, incluidos los riesgos de salir del país.',
    category: 'Inmigración familiar',
    content: body(`
Una vez aprobada la petición familiar, o en algunos casos al mismo tiempo, el familiar debe solicitar la tarjeta verde propiamente dicha. Hay dos maneras de hacerlo, y elegir la equivocada puede tener consecuencias graves.

## Ajuste de estatus: sin salir de Estados Unidos

El ajuste de estatus consiste en solicitar la residencia permanente con el Formulario I-485 sin salir del país. El solicitante acude a una cita de datos biométricos, a menudo a una entrevista en una oficina local de USCIS, como la oficina de Oakland Park que atiende al condado de Broward, y recibe la tarjeta verde por correo.

### Quién puede ajustar su estatus

Por regla general, el solicitante debe haber sido inspeccionado y admitido, o haber recibido un permiso de permanencia temporal (parole), al entrar a Estados Unidos. Los familiares inmediatos de ciudadanos estadounidenses que entraron legalmente normalmente pueden ajustar su estatus aunque después se hayan quedado más tiempo del permitido o hayan trabajado sin autorización. Algunas personas que entraron sin inspección pueden calificar bajo la sección 245(i) si están amparadas por una petición familiar o una certificación laboral presentada el 30 de abril de 2001 o antes.

Entre las ventajas del ajuste de estatus están:

- Permanecer con la familia en Estados Unidos mientras el caso está pendiente
- Poder solicitar un permiso de trabajo y un permiso adelantado de viaje (advance parole)
- Asistir a la entrevista cerca de casa, con un intérprete si hace falta

[Documentos apilados para una solicitud de tarjeta verde](${IMG.documents})

## Procesamiento consular: la entrevista en el extranjero

En el procesamiento consular, la petición aprobada pasa al Centro Nacional de Visas (NVC), que cobra las tarifas y recibe los documentos civiles y la declaración jurada de patrocinio económico. Luego el solicitante asiste a una entrevista y a un examen médico en una embajada o un consulado de Estados Unidos, normalmente en su país de origen, y entra a Estados Unidos como residente permanente.

### La trampa de la presencia ilegal

Salir de Estados Unidos después de haber acumulado presencia ilegal puede activar un impedimento para regresar: de tres años si la presencia ilegal superó los 180 días, o de diez años si fue de un año o más. Muchos cónyuges e hijos de ciudadanos pueden obtener un perdón provisional I-601A antes de salir para reducir ese riesgo. Nunca viaje a una entrevista consular sin confirmar antes si le aplica algún impedimento.

## Cómo decidir

El camino correcto depende de la forma de entrada, el historial migratorio, cualquier antecedente penal y los tiempos de procesamiento en USCIS y en el consulado. Una revisión cuidadosa antes de presentar evita errores costosos y separaciones largas.
`),
  },
  {
    of: 'i-601a-provisional-waiver',
    title: 'El perdón provisional I-601A: menos tiempo lejos de su familia',
    slug: 'perdon-provisional-por-presencia-ilegal-i-601a',
    description:
      'El perdón I-601A permite que ciertos familiares pidan a USCIS que perdone su presencia ilegal antes de salir de EE. UU. para la entrevista de visa de inmigrante.',
    category: 'Inmigración familiar',
    content: body(`
Muchos cónyuges e hijos de ciudadanos estadounidenses no pueden ajustar su estatus dentro de Estados Unidos porque entraron sin inspección. Deben asistir a una entrevista de visa de inmigrante en el extranjero, pero al salir del país pueden activar un impedimento de tres o de diez años por la presencia ilegal acumulada. El perdón provisional por presencia ilegal I-601A permite que los solicitantes elegibles pidan a USCIS que perdone ese impedimento antes de viajar.

## Quién puede calificar

- El solicitante está físicamente presente en Estados Unidos y tiene al menos 17 años
- El solicitante es beneficiario de una petición de inmigrante aprobada, como un I-130, y ya pagó la tarifa de procesamiento de visa de inmigrante del Departamento de Estado
- La presencia ilegal es la única causal de inadmisibilidad
- Un cónyuge o un padre o madre ciudadano estadounidense o residente permanente sufriría una dificultad extrema si el solicitante no es admitido

Por lo general, las personas en procedimientos de deportación deben lograr el cierre administrativo de su caso, y quienes tienen una orden de deportación definitiva necesitan un permiso adicional, antes de poder usar el I-601A.

[Documentos y un pasaporte listos para una entrevista consular](${IMG.passport})

## Cómo demostrar la dificultad extrema

La dificultad extrema es más que la tristeza y los gastos normales que causa una separación. Solo cuenta como familiar calificado el cónyuge o el padre o la madre que sea ciudadano o residente permanente, aunque el daño a los hijos puede demostrarse por el efecto que tiene sobre ese familiar. Entre las pruebas útiles están:

- Expedientes médicos de enfermedades graves y pruebas del cuidado que brinda el solicitante
- Registros financieros que muestren la dependencia del ingreso del solicitante
- Informes sobre las condiciones del país que describan peligros o falta de atención médica en el extranjero
- Evaluaciones psicológicas y registros escolares de los hijos
- Lazos con Estados Unidos, como muchos años de residencia, propiedades y participación en la comunidad

## Después de la aprobación

### La entrevista consular

Una vez aprobado el perdón, el solicitante sale de Estados Unidos para su entrevista de visa de inmigrante. El perdón entra en vigor cuando se expide la visa. Si el funcionario consular encuentra otra causal de inadmisibilidad, como fraude o ciertos antecedentes penales, el perdón provisional no la cubre.

### El impedimento permanente

El I-601A no cubre el impedimento permanente que se aplica a quienes volvieron a entrar, o intentaron volver a entrar, sin inspección después de más de un año de presencia ilegal o después de una orden de deportación. Toda persona que haya entrado más de una vez debe ser evaluada con mucho cuidado antes de presentar la solicitud.
`),
  },
  {
    of: 'vawa-self-petition-evidence',
    title: 'Cómo reunir pruebas para una autopetición bajo VAWA',
    slug: 'pruebas-para-una-autopeticion-bajo-vawa',
    description:
      'Las personas que han sufrido abuso por parte de un familiar ciudadano estadounidense o residente permanente pueden presentar una autopetición. Estas son las pruebas que ayudan a demostrar cada requisito.',
    category: 'VAWA',
    content: body(`
La Ley de Violencia contra la Mujer (VAWA) permite que ciertos sobrevivientes de abuso soliciten un estatus migratorio por su cuenta, sin que el agresor lo sepa ni participe. A pesar de su nombre, VAWA protege a personas de cualquier género. La autopetición se presenta ante USCIS con el Formulario I-360.

Si se encuentra en peligro inmediato, llame al 911. La Línea Nacional contra la Violencia Doméstica atiende las 24 horas, los 7 días de la semana, en el 1-800-799-7233.

## Quién puede presentar una autopetición

- El cónyuge o excónyuge maltratado por su cónyuge ciudadano estadounidense o residente permanente
- El hijo o la hija soltero(a) menor de 21 años maltratado(a) por su padre o madre ciudadano estadounidense o residente permanente
- El padre o la madre maltratado(a) por su hijo o hija ciudadano estadounidense de al menos 21 años

Por lo general, un excónyuge todavía puede presentar la autopetición si el divorcio ocurrió dentro de los dos años anteriores a la presentación y estuvo relacionado con el abuso.

[Un escudo que simboliza la protección de VAWA](${IMG.shield})

## Pruebas para cada requisito

USCIS debe considerar cualquier prueba creíble. No necesita un informe policial para calificar, pero cuanto más sólido y coherente sea el expediente, mejor.

### La relación y el estatus del agresor

Actas de matrimonio o de nacimiento, y prueba de la ciudadanía o residencia permanente del agresor, como una copia de su pasaporte, su certificado de naturalización o su tarjeta verde. Si no puede conseguir estos documentos, en algunos casos USCIS puede consultar sus propios registros.

### Un matrimonio de buena fe

Los cónyuges deben demostrar que el matrimonio era real: contratos de arrendamiento a nombre de ambos, estados de cuenta bancarios, seguros, fotos a lo largo del tiempo, actas de nacimiento de los hijos y cartas de personas que los conocieron como pareja.

### Agresión física o crueldad extrema

El abuso incluye la violencia física, pero también las amenazas, el aislamiento, el control del dinero o de los documentos, y las amenazas de denunciarle ante inmigración. Entre las pruebas útiles están:

- Su propia declaración detallada, en la que describa el abuso con sus palabras
- Órdenes de protección, informes policiales y expedientes judiciales
- Expedientes médicos, fotos de las lesiones y registros de consejería o de albergues
- Declaraciones de amigos, familiares, líderes religiosos o defensores que hayan visto los efectos del abuso

### Residencia compartida y buen carácter moral

Prueba de que vivió con el agresor, como un contrato de arrendamiento o correspondencia en la misma dirección, y certificados de antecedentes policiales de cada lugar donde vivió durante los tres años anteriores a la presentación.

## Qué sucede después

USCIS puede emitir un aviso de elegibilidad prima facie, que puede ayudar a acceder a ciertos beneficios públicos. Un autopeticionario aprobado puede recibir acción diferida y un permiso de trabajo, y puede solicitar la tarjeta verde cuando sea elegible.
`),
  },
  {
    of: 'vawa-confidentiality-protections',
    title: 'Confidencialidad bajo VAWA: cómo protege la ley a los sobrevivientes',
    slug: 'confidencialidad-vawa-proteccion-de-sobrevivientes',
    description:
      'La ley federal prohíbe a las agencias de inmigración compartir el caso VAWA de un sobreviviente con el agresor o basarse únicamente en la información que este proporcione.',
    category: 'VAWA',
    content: body(`
Muchos sobrevivientes dudan en buscar protección porque temen que el agresor se entere o que acudir a las autoridades de inmigración termine en una deportación. La ley federal responde a ambos temores. Las reglas de confidencialidad de 8 U.S.C. 1367 se encuentran entre las protecciones de privacidad más sólidas de la ley de inmigración.

## Lo que prohíbe la ley

Por lo general, los empleados del Departamento de Seguridad Nacional, el Departamento de Justicia y el Departamento de Estado no pueden:

- Revelar información alguna sobre una persona que solicita VAWA, una visa T o una visa U a nadie fuera de las agencias, incluido el agresor
- Confirmarle al agresor que existe un caso
- Tomar una decisión desfavorable contra el sobreviviente basándose únicamente en información proporcionada por el agresor o por su familia

Hay excepciones limitadas, por ejemplo con fines policiales o de seguridad nacional, pero el agresor nunca tiene derecho a ver el expediente.

[Familiares a salvo, juntos](${IMG.family})

## Límites a las acciones de inmigración en lugares sensibles

La ley federal también restringe las acciones de control migratorio en lugares como los albergues para víctimas de violencia doméstica, los centros de atención a víctimas de violación y los tribunales donde un sobreviviente está pidiendo una orden de protección. Si se inicia un procedimiento de deportación después de una acción de control en uno de estos lugares, el gobierno debe certificar que cumplió con las reglas de confidencialidad.

## Medidas prácticas de seguridad

### Use una dirección postal segura

El I-360 pide una dirección postal segura. Use una a la que el agresor no tenga acceso, como la de un amigo de confianza, un albergue o la oficina de su abogado. USCIS enviará allí sus notificaciones.

### Proteja sus documentos y sus dispositivos

- Guarde copias de sus pruebas en un lugar distinto de su casa
- Use un número de teléfono o una cuenta de correo electrónico que el agresor no conozca
- Borre su historial de navegación, o use la computadora de una biblioteca o de un amigo
- Indíquele a su abogado cuál es la forma y el horario más seguros para comunicarse con usted

## La confidencialidad en nuestra oficina

El privilegio abogado-cliente protege todo lo que usted nos cuente. No nos comunicamos con el agresor, y planificamos cada paso del caso pensando en su seguridad. Las consultas pueden hacerse por teléfono, por video o en persona en nuestra oficina de Fort Lauderdale. Si está en peligro inmediato, llame al 911 o comuníquese con la Línea Nacional contra la Violencia Doméstica al 1-800-799-7233.
`),
  },
  {
    of: 'one-year-asylum-filing-deadline',
    title: 'El plazo de un año para pedir asilo y sus excepciones',
    slug: 'plazo-de-un-ano-para-solicitar-asilo',
    description:
      'Por lo general, la solicitud de asilo debe presentarse dentro del primer año después de la llegada. Conozca las excepciones y qué hacer si el plazo ya venció.',
    category: 'Asilo',
    content: body(`
El asilo protege a las personas que han sido perseguidas, o que temen ser perseguidas, en su país de origen por motivos de raza, religión, nacionalidad, opinión política o pertenencia a un grupo social determinado. Una de las reglas más importantes del asilo es también una de las más sencillas: la solicitud, el Formulario I-589, por lo general debe presentarse dentro del año siguiente a la última llegada del solicitante a Estados Unidos.

[Un marcador de mapa que señala la llegada a Estados Unidos](${IMG.mapPin})

## Cómo se cuenta el plazo

El plazo de un año empieza a correr en la fecha de la llegada más reciente. Lo que cuenta es la fecha en que USCIS o el tribunal de inmigración recibe la solicitud, no la fecha en que se envió por correo. Quien está en un procedimiento de deportación presenta el I-589 ante el tribunal de inmigración; de lo contrario, se presenta ante USCIS como solicitud afirmativa.

## Excepciones al plazo

Una solicitud tardía todavía puede aceptarse si el solicitante demuestra uno de dos tipos de excepciones y luego presenta la solicitud dentro de un período razonable.

### Cambio de circunstancias

Se trata de cambios que afectan de manera importante la elegibilidad, por ejemplo:

- Nuevos hechos de violencia o un cambio de gobierno en el país de origen
- Nuevas actividades del solicitante que generen un riesgo, como la participación política o la conversión a otra religión
- La pérdida de la condición de dependiente en la solicitud del padre, la madre o el cónyuge, por ejemplo al cumplir 21 años

### Circunstancias extraordinarias

Se trata de hechos que impidieron presentar la solicitud a tiempo, por ejemplo:

- Una enfermedad grave, incluidos los problemas de salud mental relacionados con un trauma
- Una incapacidad legal, por ejemplo ser un menor no acompañado
- La asistencia ineficaz de un abogado o representante anterior
- Haber mantenido un estatus legal, como una visa o el TPS, hasta un período razonable antes de la presentación

## Si no se puede cumplir el plazo

Hay dos protecciones relacionadas que no tienen plazo de presentación: la suspensión de la deportación (withholding of removal) y la protección bajo la Convención contra la Tortura. Exigen un nivel de prueba más alto y ofrecen menos beneficios; por ejemplo, no conducen a la tarjeta verde ni permiten pedir a familiares. Por eso, dejar pasar el plazo del asilo hace que un caso sea mucho más difícil.

Las normas y las tarifas del asilo han cambiado varias veces en los últimos tiempos, así que revise siempre las instrucciones vigentes del I-589 en el sitio web de USCIS. Si llegó durante el último año y teme regresar a su país, hable con un abogado lo antes posible.
`),
  },
  {
    of: 'credible-fear-interview-preparation',
    title: 'Cómo prepararse para una entrevista de temor creíble',
    slug: 'como-prepararse-para-la-entrevista-de-temor-creible',
    description:
      'Las personas en deportación acelerada que expresan miedo de regresar a su país reciben una entrevista de evaluación con un oficial de asilo. Así puede prepararse.',
    category: 'Asilo',
    content: body(`
Una persona detenida en la frontera o sometida a deportación acelerada (expedited removal) puede ser deportada rápidamente sin ver a un juez de inmigración. Si esa persona dice que tiene miedo de regresar a su país o que quiere pedir asilo, la ley de Estados Unidos exige que se la remita a un oficial de asilo para una entrevista de temor creíble. Esta breve entrevista decide si la persona puede seguir adelante para buscar protección.

## Qué decide el oficial

El oficial no decide el caso de asilo en sí. La pregunta es si existe una posibilidad significativa de que la persona pueda demostrar que es elegible para el asilo, la suspensión de la deportación (withholding of removal) o la protección bajo la Convención contra la Tortura. Los criterios de evaluación han cambiado con regulaciones recientes, y en algunas situaciones se aplica un estándar más alto, por lo que la forma y la fecha de entrada importan.

[Papeles preparados para una evaluación de temor creíble](${IMG.documents})

## Cómo prepararse

- Cuente toda la historia: quién le hizo daño o le amenazó, cuándo, con qué frecuencia y por qué cree que ocurrió
- Explique por qué no podría estar a salvo mudándose a otra parte de su país o acudiendo a la policía
- Mencione todos los motivos del daño, como la opinión política, la religión, el origen étnico, el género o los lazos familiares
- Sea coherente, porque las fechas y los detalles se compararán con sus declaraciones posteriores
- Pida un intérprete en el idioma que mejor entienda, y dígalo si no comprende una pregunta

### Sus derechos en la entrevista

Puede consultar con una persona de su elección antes de la entrevista, sin costo para el gobierno, y esa persona puede estar presente, incluso por teléfono. Las entrevistas suelen hacerse por teléfono mientras la persona está detenida. Puede pedir un oficial y un intérprete de un género determinado si eso le ayuda a hablar de hechos delicados.

### El trauma y la memoria

Quienes han sobrevivido a la violencia a menudo recuerdan los hechos en desorden o no logran precisar las fechas. Es mejor decir que no recuerda que adivinar. Los oficiales están capacitados para preguntar sobre el trauma, pero avíseles si le resulta difícil hablar.

## Después de la decisión

Una decisión positiva normalmente da paso a un procedimiento completo ante un juez de inmigración o, en algunos casos, a una entrevista de asilo sobre el fondo del caso con USCIS. Tras una decisión negativa, la persona puede pedir que un juez de inmigración la revise, por lo general en cuestión de días. Si el juez confirma la decisión negativa, la deportación puede llegar muy rápido, por eso es tan importante contar con un abogado antes de la entrevista.

Las familias del sur de Florida pueden comunicarse con nuestra oficina para que ayudemos a preparar a un familiar detenido para su entrevista de temor creíble.
`),
  },
  {
    of: 'cancellation-of-removal-non-lpr',
    title: 'Cancelación de deportación para personas que no son residentes permanentes',
    slug: 'cancelacion-de-deportacion-para-no-residentes-permanentes',
    description:
      'Quienes llevan muchos años en EE. UU. y están en un procedimiento de deportación pueden obtener la tarjeta verde mediante la cancelación de deportación. Conozca los cuatro requisitos.',
    category: 'Defensa contra la deportación',
    content: body(`
La cancelación de deportación es una defensa que solo existe ante el tribunal de inmigración. Si el juez de inmigración la concede, el caso de deportación termina y la persona se convierte en residente permanente legal. Es una de las pocas formas en que alguien sin estatus puede obtener la tarjeta verde durante un procedimiento de deportación, pero los requisitos son estrictos.

## Los cuatro requisitos

Quien no es residente permanente debe demostrar:

- Presencia física continua en Estados Unidos durante al menos 10 años antes de que se le entregara el Aviso de Comparecencia (NTA)
- Buen carácter moral durante todo ese período de 10 años
- No tener condenas por ciertos delitos enumerados en la ley de inmigración
- Que la deportación causaría una dificultad excepcional y sumamente inusual a su cónyuge, padre, madre o hijo que sea ciudadano estadounidense o residente permanente

[Columnas de un tribunal que representan al tribunal de inmigración](${IMG.courthouse})

### Cómo se cuentan los 10 años

Por lo general, el conteo de los 10 años se detiene cuando se entrega un Aviso de Comparecencia válido. En Niz-Chavez v. Garland (2021), la Corte Suprema determinó que, para detener el conteo, el aviso debe contener toda la información exigida, incluidas la fecha, la hora y el lugar de la audiencia, en un solo documento. Un viaje al extranjero de más de 90 días, o varios viajes que sumen más de 180 días, pueden interrumpir la presencia continua.

### Dificultad excepcional y sumamente inusual

Este es el requisito más difícil. La dificultad debe ir mucho más allá de lo que normalmente vive una familia cuando deportan a uno de sus miembros. El juez evalúa todos los factores en conjunto, por ejemplo:

- Enfermedades graves o problemas de salud mental de un familiar calificado
- Necesidades educativas especiales de un hijo
- La dependencia económica de la familia respecto del solicitante
- Las condiciones del país donde la familia tendría que vivir

Un hijo cuenta como familiar calificado solo mientras sea soltero y menor de 21 años, así que la edad de los hijos en el momento de la audiencia es importante.

## Límites y plazos

Cada año fiscal solo pueden concederse 4,000 cancelaciones de este tipo, por lo que algunos casos deben esperar un número disponible después de que el juez los aprueba. Los residentes permanentes tienen una forma distinta de cancelación con otros requisitos: cinco años como residente, siete años de residencia continua después de la admisión y ninguna condena por un delito grave agravado (aggravated felony).

## Cómo preparar un caso sólido

Los casos de cancelación se ganan con pruebas: declaraciones de impuestos, expedientes escolares y médicos, evaluaciones de expertos y el testimonio de los familiares. La preparación debe comenzar temprano, a menudo mucho antes de la fecha de la audiencia individual.
`),
  },
  {
    of: 'motion-to-reopen-removal-order',
    title: 'Mociones para reabrir: una segunda oportunidad tras una orden de deportación',
    slug: 'mocion-para-reabrir-tras-una-orden-de-deportacion',
    description:
      'Una moción para reabrir pide al tribunal de inmigración o a la Junta que vuelva a examinar un caso. Conozca los plazos, las excepciones y cuándo se suspende la deportación.',
    category: 'Defensa contra la deportación',
    content: body(`
Una orden de deportación no siempre pone fin a un caso. Una moción para reabrir le pide al juez de inmigración, o a la Junta de Apelaciones de Inmigración (BIA) si fue allí donde se decidió el caso por última vez, que reabra el procedimiento por hechos nuevos o porque la persona nunca tuvo una oportunidad justa de ser escuchada.

## Reglas generales

- Normalmente solo se permite una moción para reabrir
- Por lo general debe presentarse dentro de los 90 días siguientes a la orden de deportación definitiva
- Debe presentar pruebas nuevas y relevantes que no estaban disponibles y que no pudieron presentarse en la audiencia anterior
- Cuando la moción se basa en un nuevo alivio, como una petición familiar recién aprobada, debe adjuntarse la solicitud de ese alivio

La moción de reconsideración es distinta: sostiene que la decisión contiene un error legal o de hecho según el expediente existente, y por lo general debe presentarse dentro de 30 días.

[La balanza de la justicia, que representa una nueva revisión del caso](${IMG.scales})

## Excepciones importantes

### Órdenes dictadas en ausencia

Si la persona faltó a una audiencia y se ordenó su deportación en ausencia (in absentia), puede presentarse una moción dentro de 180 días cuando la ausencia se debió a circunstancias excepcionales, como una enfermedad grave. Si la persona nunca recibió la notificación adecuada de la audiencia, o estaba bajo custodia estatal o federal, la moción puede presentarse en cualquier momento. Presentar una moción para reabrir una orden dictada en ausencia detiene automáticamente la deportación mientras la moción está pendiente.

### Cambio en las condiciones del país

Una moción basada en el asilo que se apoye en un cambio de condiciones en el país de origen no tiene límite de tiempo ni de número, siempre que las pruebas sean relevantes y no hayan estado disponibles antes.

### Suspensión equitativa del plazo y asistencia ineficaz

Los plazos pueden extenderse cuando a una persona se le impidió presentar la moción a pesar de haber actuado con diligencia, por ejemplo porque un abogado anterior le falló. Las reclamaciones por asistencia legal ineficaz generalmente requieren una declaración, una notificación al abogado anterior y, en muchos casos, una queja ante el colegio de abogados, según la decisión de la Junta en Matter of Lozada.

## ¿Debe pedir también una suspensión de la deportación?

Fuera de los casos de órdenes dictadas en ausencia, presentar una moción no detiene automáticamente la deportación. Se puede presentar por separado una solicitud de suspensión (stay) ante el juez de inmigración, la Junta o ICE. Toda persona con una orden de deportación antigua debe hacerla revisar antes de cualquier contacto con ICE, incluidas las citas de control de rutina.
`),
  },
  {
    of: 'master-calendar-hearing-what-to-expect',
    title: 'Su primera audiencia preliminar (master calendar): qué esperar',
    slug: 'primera-audiencia-preliminar-en-el-tribunal-de-inmigracion',
    description:
      'La primera audiencia ante el tribunal de inmigración es breve, pero importante. Le contamos qué ocurre, qué debe llevar y por qué nunca debe faltar.',
    category: 'Defensa contra la deportación',
    content: body(`
El procedimiento de deportación comienza cuando el Departamento de Seguridad Nacional presenta un Aviso de Comparecencia (NTA) ante el tribunal de inmigración. La primera cita suele ser una audiencia preliminar, conocida como master calendar hearing: una audiencia corta en la que el juez atiende muchos casos en una misma sesión. En el sur de Florida, estas audiencias normalmente se celebran en un tribunal de inmigración del área de Miami, en persona o por video.

## Antes de la audiencia

- Confirme la fecha, la hora y el lugar en el portal de Información Automatizada de Casos de la EOIR o llamando al 1-800-898-7180
- Informe al tribunal cualquier cambio de dirección dentro de cinco días con el Formulario EOIR-33
- Reúna su Aviso de Comparecencia, sus documentos de identidad y cualquier documento migratorio anterior
- Llegue temprano, porque las filas de seguridad pueden ser largas, o pruebe su conexión si la audiencia es a distancia

[Columnas de un tribunal que representan al tribunal de inmigración](${IMG.courthouse})

## Qué sucede en la sala

### Respuesta a los cargos

El juez repasa los hechos que se alegan en el Aviso de Comparecencia, como su ciudadanía y su fecha de entrada, y el cargo por el que se le considera deportable. Usted o su abogado los admiten o los niegan. No tiene que aceptar nada que no sea correcto.

### Alivio contra la deportación

El juez le pregunta qué alivio piensa solicitar, como asilo, cancelación de deportación o ajuste de estatus, y fija los plazos para presentar las solicitudes y las pruebas. Si necesita tiempo para conseguir un abogado, puede pedir un aplazamiento; los jueces normalmente conceden al menos uno con ese fin.

### Intérpretes

El tribunal proporciona un intérprete sin costo. Dígale al juez cuál es el idioma que mejor entiende.

## Por qué nunca debe faltar a una audiencia

Si no se presenta, el juez puede ordenar su deportación en ausencia (in absentia). Esa orden puede ser muy difícil de revertir y puede impedirle acceder a ciertas formas de alivio durante diez años. Si una emergencia le impide asistir, comuníquese de inmediato con el tribunal y con su abogado, y guarde pruebas de la emergencia.

## Vaya con un abogado si puede

Las personas que cuentan con un abogado tienen muchas más probabilidades de éxito. El gobierno no proporciona abogados gratuitos en los procedimientos de deportación, pero la EOIR publica una lista de proveedores de servicios legales gratuitos, y nuestra firma ofrece una evaluación gratuita de su caso.
`),
  },
  {
    of: 'visa-bulletin-final-action-dates',
    title: 'Cómo leer el Boletín de Visas: fechas de acción final y fechas de presentación',
    slug: 'como-leer-el-boletin-de-visas',
    description:
      'Quienes están en una categoría de preferencia familiar deben esperar un número de visa. Esta guía explica la fecha de prioridad, las dos tablas y cómo seguir su lugar en la fila.',
    category: 'Inmigración familiar',
    content: body(`
Solo los familiares inmediatos de ciudadanos estadounidenses se saltan la fila. Todas las personas en una categoría de preferencia familiar deben esperar a que haya un número de visa disponible, y el Departamento de Estado publica cada mes el Boletín de Visas para indicar quién puede avanzar.

## La fecha de prioridad

Su fecha de prioridad suele ser la fecha en que USCIS recibió la petición I-130 presentada a su favor. Aparece en el aviso de recibo y en el aviso de aprobación. Su lugar en la fila depende de esa fecha, de su categoría y de su país de cargabilidad, que por lo general es su país de nacimiento.

## Las categorías de preferencia familiar

- F1: hijos e hijas solteros, de 21 años o más, de ciudadanos estadounidenses
- F2A: cónyuges e hijos menores de 21 años de residentes permanentes
- F2B: hijos e hijas solteros, de 21 años o más, de residentes permanentes
- F3: hijos e hijas casados de ciudadanos estadounidenses
- F4: hermanos y hermanas de ciudadanos estadounidenses adultos

[Un pasaporte a la espera de un número de visa](${IMG.passport})

## Dos tablas en cada boletín

### Fechas de acción final

Cuando su fecha de prioridad es anterior a la fecha indicada para su categoría y su país, se puede expedir la visa o aprobar la tarjeta verde.

### Fechas de presentación

Esta tabla indica cuándo los solicitantes pueden enviar sus documentos al Centro Nacional de Visas (NVC) o, en los meses en que USCIS lo permite, presentar con anticipación el Formulario I-485. Cada mes, USCIS anuncia qué tabla acepta en su página de tablas de presentación para el ajuste de estatus (Adjustment of Status Filing Charts).

## Cómo leer el boletín paso a paso

Busque la tabla de preferencias familiares (family-sponsored), luego la fila de su categoría y después la columna de su país. México, Filipinas, India y China suelen tener columnas propias con esperas más largas. Una C significa que la categoría está al día (current), sin espera ese mes. Las fechas pueden avanzar, quedarse igual o incluso retroceder.

## Por qué es importante

El momento influye en cuándo puede presentar su solicitud, en si un hijo podría superar la edad límite y en si conviene planificar un ajuste de estatus o un procesamiento consular. Revise el boletín cada mes, o pídanos que le demos seguimiento por usted.
`),
  },
  {
    of: 'life-after-release-ice-check-ins',
    title: 'Después de salir de la custodia de ICE: citas de control y supervisión',
    slug: 'despues-de-salir-de-la-custodia-de-ice',
    description:
      'La liberación de la detención casi siempre viene con condiciones. Conozca lo que exigen las órdenes de supervisión, la libertad bajo palabra y las Alternativas a la Detención.',
    category: 'Defensa en detención',
    content: body(`
Sacar a un ser querido de la detención es un gran alivio, pero el caso migratorio no ha terminado. Casi todas las personas que ICE deja en libertad deben cumplir condiciones, y no cumplirlas puede llevar a un nuevo arresto.

## Tipos comunes de liberación

- Libertad bajo fianza, después de pagar el monto fijado por ICE o por un juez de inmigración
- Orden de Libertad bajo Palabra (Release on Recognizance), una liberación sin fianza pero con la obligación de presentarse a citas
- Orden de Supervisión, normalmente para personas con una orden de deportación definitiva que no pueden ser deportadas de inmediato
- Permiso de permanencia temporal (parole), una liberación discrecional que se concede en ciertas situaciones, sobre todo después de llegar a la frontera

[Un reloj que marca las citas de control](${IMG.clock})

## Alternativas a la Detención

ICE puede inscribir a las personas liberadas en su programa de Alternativas a la Detención (ATD). Las condiciones pueden incluir citas de control en persona o por teléfono, una aplicación en el teléfono inteligente con registros mediante fotografía, visitas al domicilio o, en algunos casos, un grillete electrónico en el tobillo. Después de un período de cumplimiento total, pregunte por escrito si pueden reducirse las condiciones.

## Sus obligaciones

### Acuda a todas las citas

Asista a todas las citas de control de ICE y a todas las audiencias del tribunal de inmigración. Son cosas distintas: una cita con ICE no sustituye una fecha en el tribunal, y el tribunal no le recuerda sus citas con ICE.

### Informe sus cambios de dirección

Presente el Formulario EOIR-33 ante el tribunal de inmigración dentro de los cinco días siguientes a su mudanza, y notifique a ICE según lo exijan sus documentos de liberación. El Formulario AR-11 sirve para informar a USCIS su nueva dirección.

### Siga trabajando en su caso

La libertad es el momento de construir la defensa: reúna pruebas, presente sus solicitudes a tiempo y reúnase con su abogado mucho antes de la próxima audiencia.

## Antes de cada cita de control

Lleve sus documentos de liberación y su identificación, y asegúrese de que algún familiar sepa adónde va. Si tiene una orden definitiva, o si lo han arrestado de nuevo desde su liberación, hable con su abogado antes de la cita.
`),
  },
];

export const resourcesEs: DemoResourceTranslation[] = [
  {
    of: 'https://locator.ice.gov/odls/',
    title: 'Localizador de Detenidos en Línea de ICE',
    description:
      'Herramienta oficial de ICE para encontrar a un adulto en detención migratoria por su número A o por su nombre y país de nacimiento. El sitio permite cambiar el idioma a español.',
    type: 'Enlace externo',
    link: 'https://locator.ice.gov/odls/',
  },
  {
    of: 'https://acis.eoir.justice.gov/en/',
    title: 'Estado del caso en el tribunal de inmigración (EOIR)',
    description:
      'Consulte con el número A la fecha de la próxima audiencia, la ubicación del tribunal y las decisiones de un caso ante el tribunal de inmigración.',
    type: 'Enlace externo',
    link: 'https://acis.eoir.justice.gov/es/',
  },
  {
    of: 'https://www.uscis.gov/i-130',
    title: 'Formulario I-130 y lista de pruebas',
    description:
      'Página oficial de USCIS sobre la Petición de Familiar Extranjero, con instrucciones, la tarifa vigente y una lista de las pruebas iniciales requeridas (en inglés).',
    type: 'Lista de verificación',
    link: 'https://www.uscis.gov/i-130',
  },
  {
    of: 'https://www.uscis.gov/i-485',
    title: 'Formulario I-485: solicitud de tarjeta verde',
    description:
      'Instrucciones de USCIS y lista de documentos para solicitar el ajuste de estatus a residente permanente desde dentro de Estados Unidos (en inglés).',
    type: 'Lista de verificación',
    link: 'https://www.uscis.gov/i-485',
  },
  {
    of: 'https://www.uscis.gov/i-360',
    title: 'Formulario I-360: autopetición bajo VAWA',
    description:
      'El formulario de USCIS y sus instrucciones, que usan los cónyuges, hijos y padres maltratados para presentar una autopetición bajo VAWA (en inglés).',
    type: 'Formulario',
    link: 'https://www.uscis.gov/i-360',
  },
  {
    of: 'https://www.uscis.gov/humanitarian/abused-spouses-children-and-parents',
    title: 'Guía de USCIS para cónyuges, hijos y padres maltratados',
    description:
      'Resumen de USCIS sobre los requisitos de VAWA, las pruebas, las protecciones de confidencialidad y cómo presentar una autopetición (en inglés).',
    type: 'Guía',
    link: 'https://www.uscis.gov/humanitarian/abused-spouses-children-and-parents',
  },
  {
    of: 'https://www.uscis.gov/i-589',
    title: 'Formulario I-589: solicitud de asilo',
    description:
      'Solicitud oficial de asilo y de suspensión de la deportación, con sus instrucciones. Recuerde el plazo de un año para presentarla (en inglés).',
    type: 'Formulario',
    link: 'https://www.uscis.gov/i-589',
  },
  {
    of: 'https://www.uscis.gov/i-601a',
    title: 'Formulario I-601A: perdón provisional',
    description:
      'Página de USCIS sobre el perdón provisional por presencia ilegal, con los requisitos de elegibilidad y las instrucciones para presentarlo (en inglés).',
    type: 'Formulario',
    link: 'https://www.uscis.gov/i-601a',
  },
  {
    of: 'https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin.html',
    title: 'Boletín de Visas del Departamento de Estado',
    description:
      'Fechas de acción final y fechas de presentación de cada mes para las categorías de preferencia familiar y de empleo (en inglés).',
    type: 'Guía',
    link: 'https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin.html',
  },
  {
    of: 'https://www.justice.gov/eoir/eoir-policy-manual',
    title: 'Manual de práctica de los tribunales de inmigración',
    description:
      'Manual de políticas de la EOIR que explica los procedimientos, las presentaciones, los plazos y las reglas de las audiencias en los tribunales de inmigración (en inglés).',
    type: 'Guía',
    link: 'https://www.justice.gov/eoir/eoir-policy-manual',
  },
  {
    of: 'https://www.thehotline.org/',
    title: 'Línea Nacional contra la Violencia Doméstica',
    description:
      'Apoyo gratuito y confidencial las 24 horas, los 7 días de la semana, por teléfono al 1-800-799-7233, por chat o por mensaje de texto. En caso de emergencia, llame al 911. (Sitio en inglés; hay atención en español).',
    type: 'Enlace externo',
    link: 'https://www.thehotline.org/',
  },
  {
    of: 'https://www.immigrationadvocates.org/legaldirectory/',
    title: 'Ayuda legal de inmigración sin fines de lucro',
    description:
      'Directorio nacional de organizaciones sin fines de lucro que ofrecen servicios legales de inmigración, con búsqueda por estado y por tipo de caso (en inglés).',
    type: 'Enlace externo',
    link: 'https://www.immigrationadvocates.org/legaldirectory/',
  },
  {
    of: 'https://www.justice.gov/eoir/list-pro-bono-legal-service-providers',
    title: 'Lista de la EOIR de proveedores de servicios legales gratuitos',
    description:
      'Lista trimestral, organizada por tribunal de inmigración, de organizaciones y abogados que ofrecen servicios legales gratuitos (en inglés).',
    type: 'Enlace externo',
    link: 'https://www.justice.gov/eoir/list-pro-bono-legal-service-providers',
  },
];
