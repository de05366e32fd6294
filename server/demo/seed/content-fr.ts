/**
 * French versions of the demo content in content.ts, one per English post and resource, in the same order.
 * Same post body format as content.ts ("## ", "### ", "- ", a line exactly "[alt](URL)" is an image), same images.
 */
import { bodyWith, IMG, type DemoPostTranslation, type DemoResourceTranslation } from './translations';


const DISCLAIMER =
  'Cet article est fourni à titre d’information générale et ne constitue pas un avis juridique ; sa lecture ne crée aucune relation avocat-client.';

const body = bodyWith(DISCLAIMER);

export const postsFr: DemoPostTranslation[] = [
  {
    of: 'first-48-hours-after-ice-detention',
    title: 'Les 48 premières heures après une arrestation par l’ICE : la liste de contrôle des familles',
    slug: 'premieres-48-heures-apres-une-arrestation-ice',
    description:
      'Ce qu’il faut faire, ce qu’il faut rassembler et ce qu’il faut éviter pendant les deux premiers jours après la mise en détention d’un proche par l’ICE dans le sud de la Floride.',
    category: 'Défense en détention',
    content: body(`
Lorsque le Service de l’immigration et des douanes (ICE) arrête quelqu’un, la famille passe souvent les premières heures à chercher la moindre information. Or ces heures comptent. Les décisions prises pendant les 48 premières heures, comme signer ou non un document ou la façon de demander une mise en liberté sous caution, peuvent orienter tout le dossier.

[Une horloge qui marque les 48 premières heures après une arrestation par les services de l’immigration](${IMG.clock})

## Étape 1 : savoir où votre proche est détenu

Utilisez le système de localisation des détenus de l’ICE (Online Detainee Locator) sur locator.ice.gov. Il vous faut le numéro A (numéro d’enregistrement d’étranger) de la personne et son pays de naissance, ou bien son nom complet et son pays de naissance. Les personnes arrêtées dans le sud de la Floride passent souvent d’abord par un bureau local de l’ICE, puis sont transférées, fréquemment au Krome North Service Processing Center à Miami ou au Broward Transitional Center à Pompano Beach. Les transferts peuvent être très rapides : si la première recherche ne donne rien, recommencez un peu plus tard.

## Étape 2 : rassembler les documents essentiels

Réunissez des copies, jamais les originaux, de tout ce qui prouve l’identité de votre proche, son parcours d’immigration et ses attaches ici :

- Passeport, acte de naissance et tous les anciens documents d’immigration ou avis de réception
- Tout avis de comparution (Notice to Appear, NTA), les décisions de justice antérieures et le dossier des arrestations passées avec leur issue
- La preuve des liens familiaux : acte de mariage, actes de naissance des enfants, preuve de la citoyenneté ou de la résidence des proches
- La preuve d’une adresse et d’un emploi stables : bail, fiches de paie, déclarations d’impôts, lettre de l’employeur
- Des lettres de soutien de la famille, de responsables religieux et de membres de la communauté

## Étape 3 : protéger les droits de votre proche

### Ne rien signer sans conseil juridique

On propose parfois aux personnes détenues des formulaires comme le départ volontaire ou l’expulsion par consentement (stipulated removal). En les signant, elles peuvent renoncer à leur droit de voir un juge de l’immigration, être expulsées très vite et se voir interdire de revenir pendant des années. Votre proche peut dire poliment qu’il souhaite d’abord parler à un avocat.

### Garder le silence sur son parcours d’immigration

Toute personne détenue peut refuser de dire où elle est née ou comment elle est entrée aux États-Unis tant qu’elle n’a pas parlé à un avocat. Ce qui est dit en détention peut être utilisé plus tard devant le tribunal.

## Étape 4 : se renseigner sur la caution et les possibilités de libération

Beaucoup de personnes détenues peuvent demander à l’ICE ou à un juge de l’immigration d’être libérées sous caution. L’admissibilité dépend du parcours d’immigration, du casier judiciaire et des règles de détention en vigueur, qui ont changé récemment. Un avocat peut vérifier si une audience de mise en liberté sous caution est possible et réunir les preuves que votre proche ne présente ni risque de fuite ni danger.

## Comment notre cabinet de Fort Lauderdale vous aide

Nous répondons aux urgences de détention 24 h/24, 7 j/7, et nous nous mettons généralement au travail dans les 24 heures suivant votre appel. Nous localisons la personne détenue, organisons un appel ou une visite juridique et commençons aussitôt à préparer la demande de caution ou toute autre défense.
`),
  },
  {
    of: 'immigration-bond-hearings-explained',
    title: 'Comment se déroulent les audiences de mise en liberté sous caution en immigration',
    slug: 'audiences-de-caution-en-immigration',
    description:
      'Un guide clair sur la caution (bond) en matière d’immigration : qui peut y prétendre, ce que le juge examine, comment préparer ses preuves et comment payer la caution à l’ICE.',
    category: 'Défense en détention',
    content: body(`
La caution (bond) en matière d’immigration est une somme versée au Département de la Sécurité intérieure (DHS) pour obtenir la libération d’une personne détenue pendant que son dossier d’immigration suit son cours. Si la personne se présente à toutes ses audiences et respecte toutes les décisions, la caution est remboursée à la fin de la procédure.

## Qui fixe la caution

C’est d’abord l’ICE qui fixe un montant de caution ou refuse la libération. Si la personne détenue n’est pas d’accord, elle peut demander à un juge de l’immigration de réexaminer sa détention : c’est ce qu’on appelle couramment l’audience de mise en liberté sous caution (bond hearing). La loi fixe la caution minimale à 1 500 $. Il n’y a pas de plafond, et dans le sud de la Floride les montants sont souvent bien plus élevés.

[Les colonnes d’un palais de justice, symbole du tribunal de l’immigration](${IMG.courthouse})

## Qui peut en être exclu

Tout le monde ne peut pas obtenir une caution. Certaines personnes sont soumises à la détention obligatoire, par exemple en raison de certaines condamnations pénales ou de leur situation d’immigration au moment de l’arrestation. En 2025, de nouvelles politiques et une décision de la Commission des recours en matière d’immigration (Board of Immigration Appeals, BIA) ont restreint l’accès à la caution pour de nombreuses personnes entrées aux États-Unis sans inspection, et les tribunaux fédéraux examinent actuellement ces règles. L’admissibilité doit donc être vérifiée au cas par cas.

Si le gouvernement affirme qu’une personne relève de la détention obligatoire, un avocat peut parfois contester cette qualification devant le juge de l’immigration ou, dans certaines situations, devant un tribunal fédéral.

## Ce que le juge examine

Le juge se pose deux grandes questions : la personne représente-t-elle un danger pour la collectivité, et se présentera-t-elle aux prochaines audiences ? Les preuves utiles sont notamment :

- Une longue résidence aux États-Unis et une adresse stable
- Des membres de la famille citoyens américains ou résidents permanents, surtout des enfants
- Un emploi stable ou une promesse d’embauche, et des déclarations d’impôts déposées
- Un moyen de défense ou une forme de protection possible dans la procédure d’immigration
- Un parrain (sponsor) prêt à loger la personne, et des lettres de soutien
- Des documents judiciaires certifiés montrant l’issue de chaque arrestation

### Se préparer à l’audience

Les audiences de caution sont courtes, souvent 15 minutes ou moins, et peuvent se tenir par vidéo. Un dossier bien organisé, déposé à l’avance, fait une vraie différence. Tout document rédigé dans une langue étrangère doit être accompagné d’une traduction certifiée en anglais.

### Payer la caution

La caution se paie à l’ICE, et non au tribunal. La personne qui la verse, appelée le garant (obligor), doit en général être citoyenne américaine ou résidente permanente et présenter une pièce d’identité valide. Conservez bien le reçu : il sera indispensable pour demander le remboursement.

## Si la caution est refusée

Chaque partie peut faire appel de la décision du juge sur la caution devant la Commission des recours en matière d’immigration, et une nouvelle audience peut être demandée si la situation change de façon importante. Notre cabinet prépare les dossiers de caution rapidement, car chaque jour de détention compte.
`),
  },
  {
    of: 'habeas-corpus-immigration-detention',
    title: 'La requête en habeas corpus : contester une détention prolongée en matière d’immigration',
    slug: 'habeas-corpus-detention-immigration',
    description:
      'Lorsqu’une détention par l’ICE devient illégale ou anormalement longue, une requête en habeas corpus devant un tribunal fédéral de district peut aboutir à une libération ou à une audience de caution.',
    category: 'Défense en détention',
    content: body(`
La requête en habeas corpus demande à un juge fédéral de vérifier si le gouvernement détient une personne légalement. En matière d’immigration, elle est généralement déposée en vertu du 28 U.S.C. 2241 devant le tribunal fédéral de district du lieu de détention. Pour les personnes détenues à Krome, à Miami, ou au Broward Transitional Center, il s’agit en principe du tribunal fédéral du district sud de la Floride (U.S. District Court for the Southern District of Florida).

[La balance de la justice, symbole du contrôle exercé par le tribunal fédéral](${IMG.scales})

## Quand l’habeas corpus est le bon outil

L’habeas corpus ne sert pas à refaire tout le procès d’immigration. La loi fédérale confie la plupart des recours contre les ordonnances d’expulsion aux cours d’appel fédérales. L’habeas corpus porte sur la détention elle-même. Les situations les plus courantes :

- Une détention qui dure depuis de nombreux mois sans la moindre audience de caution
- Une détention de plus de six mois après une ordonnance d’expulsion définitive, alors que l’expulsion n’est pas probable dans un avenir raisonnablement prévisible
- Une détention fondée sur l’affirmation erronée que la personne relève de la détention obligatoire
- Une audience de caution fondamentalement inéquitable, ou une décision de mise en liberté qui n’a pas été exécutée

## Les grandes décisions de la Cour suprême

### Zadvydas v. Davis (2001)

La Cour a jugé qu’après une ordonnance d’expulsion, la détention est limitée à la durée raisonnablement nécessaire pour exécuter l’expulsion, et elle a considéré six mois comme une durée présumée raisonnable. Au-delà, si la personne montre qu’il y a de bonnes raisons de croire qu’aucune expulsion n’est sérieusement envisageable dans un avenir raisonnablement prévisible, c’est au gouvernement de justifier le maintien en détention.

### Jennings v. Rodriguez (2018)

La Cour a refusé d’interpréter les lois sur l’immigration comme imposant automatiquement une audience de caution tous les six mois, mais elle a laissé ouverte la possibilité de contester une détention prolongée au nom du droit constitutionnel à une procédure régulière (due process). Depuis, de nombreux juges fédéraux ont ordonné des audiences de caution au cas par cas.

## Comment se déroule la procédure

La requête vise le responsable qui a la garde directe de la personne, généralement le directeur du centre de détention ou le directeur du bureau local de l’ICE (field office director), et explique en quoi la détention viole la Constitution ou la loi fédérale. Le tribunal ordonne en général au gouvernement de répondre dans un délai déterminé. Certaines affaires sont tranchées en quelques semaines, d’autres prennent plus de temps. Le juge peut ordonner la libération, ordonner une audience de caution assortie de garanties précises, ou rejeter la requête.

Les requêtes en habeas corpus sont techniques et dépendent étroitement des faits. Notre équipe de défense en détention examine l’historique de la détention, les décisions antérieures et l’état du document de voyage avant de vous dire si le tribunal fédéral est la meilleure voie.
`),
  },
  {
    of: 'find-loved-one-ice-detention-locator',
    title: 'Comment retrouver un membre de votre famille détenu par l’ICE',
    slug: 'retrouver-un-proche-detenu-par-ice',
    description:
      'Nos conseils, étape par étape, pour utiliser le système de localisation des détenus de l’ICE, vérifier le dossier devant le tribunal de l’immigration et garder le contact avec un proche détenu.',
    category: 'Défense en détention',
    content: body(`
Après une arrestation par les services de l’immigration, les familles ne savent souvent pas où leur proche a été emmené. Une personne peut être transférée d’un centre à l’autre, parfois dans un autre État, en quelques jours. Voici comment la retrouver et rester en contact avec elle.

## Utiliser le système de localisation des détenus de l’ICE

Le système de localisation en ligne (Online Detainee Locator System), sur locator.ice.gov, permet à n’importe qui de rechercher un adulte détenu par l’ICE. La recherche peut se faire de deux façons :

- Par numéro A, le numéro d’enregistrement d’étranger à 9 chiffres (ajoutez un zéro devant un numéro à 8 chiffres), avec le pays de naissance
- Par prénom, nom et pays de naissance, orthographiés comme l’ICE a pu les enregistrer
- Essayez plusieurs orthographes, les deux noms de famille pour les personnes qui en portent deux, et la date de naissance si vous la connaissez

Le résultat indique le nom du centre de détention et la façon de le contacter. Les personnes de moins de 18 ans n’y figurent pas, et une arrestation ou un transfert très récent peut mettre un certain temps à apparaître.

[Un repère sur une carte indiquant l’emplacement d’un centre de détention](${IMG.mapPin})

## Vérifier le dossier devant le tribunal de l’immigration

Si la personne a une affaire en cours devant un tribunal de l’immigration, l’Executive Office for Immigration Review (EOIR) propose un portail d’informations automatisées sur les dossiers (Automated Case Information) sur acis.eoir.justice.gov, ainsi qu’une ligne téléphonique au 1-800-898-7180. Avec le numéro A, vous pouvez connaître la date de la prochaine audience, le tribunal compétent et savoir si un juge a rendu une décision.

## Garder le contact

### Appels et comptes téléphoniques

En général, les personnes détenues ne peuvent pas recevoir d’appels. La plupart des centres passent par un opérateur téléphonique sous contrat, et la famille peut ouvrir un compte prépayé pour que son proche puisse appeler. Chaque centre publie ses propres règles sur le site de l’ICE.

### Visites et courrier

Les horaires de visite, les règles vestimentaires et les pièces d’identité exigées varient d’un centre à l’autre. Les visites des avocats sont organisées à part et sont généralement plus faciles à obtenir. Pour envoyer du courrier, indiquez le nom complet de la personne et son numéro A.

## Si vous ne la trouvez pas

Si la recherche ne donne toujours rien après un ou deux jours, contactez le bureau local de la direction des opérations d’exécution et d’expulsion de l’ICE (Enforcement and Removal Operations, ERO) compétent pour le lieu de l’arrestation, c’est-à-dire le bureau de Miami pour le sud de la Floride, ou demandez à un avocat de s’en charger. Une personne libérée, ou déjà expulsée des États-Unis, peut ne plus apparaître comme détenue.

Notre cabinet peut localiser un client détenu, organiser un appel juridique et commencer à préparer l’audience de caution, souvent le jour même.
`),
  },
  {
    of: 'i-130-immediate-relatives-explained',
    title: 'Parents immédiats et formulaire I-130 : qui remplit les conditions',
    slug: 'formulaire-i-130-parents-immediats',
    description:
      'Un citoyen américain peut déposer une pétition pour son conjoint, ses parents et ses enfants célibataires de moins de 21 ans sans attendre de numéro de visa. Voici comment cela fonctionne.',
    category: 'Immigration familiale',
    content: body(`
Le formulaire I-130, Petition for Alien Relative (pétition pour un membre de la famille étranger), est la première étape de la plupart des demandes de carte verte fondées sur la famille. Il demande aux services de citoyenneté et d’immigration des États-Unis (USCIS) de reconnaître un lien familial ouvrant droit à l’immigration. Pour certains proches, l’attente qui suit est courte ; pour d’autres, elle peut durer de nombreuses années. Tout dépend en général d’une seule question : le proche est-il un parent immédiat ?

[Une famille réunie](${IMG.family})

## Qui est considéré comme parent immédiat

Les parents immédiats de citoyens américains ne sont pas soumis aux quotas annuels de visas : ils n’ont donc pas à attendre leur tour dans le Bulletin des visas. Il s’agit :

- Du conjoint d’un citoyen américain
- De l’enfant célibataire de moins de 21 ans d’un citoyen américain, y compris les beaux-enfants et les enfants adoptés qui remplissent les conditions
- Du père ou de la mère d’un citoyen américain âgé d’au moins 21 ans

Les autres membres de la famille, comme les fils et filles mariés, les fils et filles célibataires majeurs, les frères et sœurs de citoyens, ainsi que le conjoint et les enfants de résidents permanents, relèvent des catégories de préférence familiale, soumises à des quotas annuels et à des délais d’attente.

## Avoir 21 ans en cours de procédure

### La loi sur la protection du statut de l’enfant

Pour l’enfant d’un citoyen américain, la loi sur la protection du statut de l’enfant (Child Status Protection Act, CSPA) fige en général son âge à la date du dépôt du formulaire I-130. Un enfant qui avait 20 ans au moment du dépôt reste donc habituellement parent immédiat, même après ses 21 ans. En revanche, le mariage du fils ou de la fille d’un citoyen lui fait perdre ce statut et fait basculer le dossier dans une catégorie de préférence.

### Quand le parent résident permanent est naturalisé

Si un titulaire de la carte verte a déposé une pétition pour son enfant célibataire de moins de 21 ans et devient ensuite citoyen, le dossier peut être converti dans la catégorie des parents immédiats, ce qui raccourcit souvent l’attente de façon considérable.

## Ce qu’il faut joindre au formulaire I-130

- La preuve de la citoyenneté du pétitionnaire, par exemple un passeport américain, un certificat de naturalisation ou un acte de naissance américain
- La preuve du lien familial, par exemple un acte de naissance mentionnant le parent ou un acte de mariage
- Pour les conjoints, la preuve de la dissolution de tous les mariages antérieurs et des preuves que le mariage est authentique
- Les frais de dépôt, dont le montant est à vérifier sur la page de l’USCIS consacrée au formulaire I-130 avant tout dépôt

Une fois la pétition approuvée, le bénéficiaire demande sa carte verte soit depuis les États-Unis, par l’ajustement de statut, soit depuis l’étranger, par le traitement consulaire. La voie possible dépend de la façon dont la personne est entrée aux États-Unis et de son parcours d’immigration.
`),
  },
  {
    of: 'k1-fiance-visa-guide',
    title: 'Le visa de fiancé(e) K-1 : conditions et délais',
    slug: 'visa-fiance-k1-conditions-et-delais',
    description:
      'Un citoyen américain peut faire venir son ou sa fiancé(e) étranger(ère) aux États-Unis pour l’épouser dans les 90 jours. Découvrez les conditions, les étapes et les pièges à éviter.',
    category: 'Immigration familiale',
    content: body(`
Le visa K-1 permet au fiancé ou à la fiancée étranger(ère) d’un citoyen américain de se rendre aux États-Unis pour s’y marier. Seuls les citoyens peuvent le demander : les résidents permanents n’ont pas accès à la procédure K-1. C’est un visa de non-immigrant, mais avec un objectif d’immigration : après le mariage, l’époux ou l’épouse étranger(ère) demande la carte verte.

[Un passeport et la trajectoire d’un vol](${IMG.passport})

## Les conditions de base

- Le pétitionnaire est citoyen américain
- Les deux partenaires sont libres de se marier, et tout mariage antérieur a pris fin
- Tous deux ont l’intention de se marier dans les 90 jours suivant l’arrivée du ou de la fiancé(e) aux États-Unis
- Le couple s’est rencontré en personne au moins une fois au cours des deux années précédant le dépôt, sauf si l’USCIS accorde une dispense pour difficultés extrêmes ou en raison d’une coutume culturelle ou religieuse stricte

## Les étapes

### Le formulaire I-129F

Le citoyen dépose auprès de l’USCIS le formulaire I-129F, Petition for Alien Fiancé(e), avec la preuve de sa citoyenneté, des preuves que la relation est authentique et la preuve de la rencontre en personne.

### L’entretien consulaire

Une fois la pétition approuvée, le dossier passe par le Centre national des visas (National Visa Center, NVC), puis par l’ambassade ou le consulat des États-Unis. Le ou la fiancé(e) remplit une demande de visa en ligne, passe un examen médical et se présente à un entretien. Ses enfants célibataires de moins de 21 ans peuvent recevoir un visa K-2.

### Le mariage et l’ajustement de statut

Après l’entrée aux États-Unis, le couple doit se marier dans les 90 jours. Le visa K-1 ne peut pas être prolongé, et une personne entrée avec un K-1 ne peut en général ni changer de statut ni obtenir la carte verte grâce à un autre pétitionnaire. Après le mariage, l’époux ou l’épouse dépose le formulaire I-485 pour obtenir la résidence permanente, le plus souvent avec une demande d’autorisation de travail et d’autorisation de voyage. Si le mariage a moins de deux ans au moment où la résidence est accordée, la carte verte est conditionnelle, et le couple devra plus tard demander la levée des conditions.

## Visa K-1 ou visa de conjoint ?

Certains couples se marient à l’étranger et déposent plutôt un formulaire I-130 pour un visa d’immigrant de conjoint. L’époux ou l’épouse arrive alors directement en tant que résident permanent et peut travailler tout de suite, sans demande d’ajustement séparée. Les délais de traitement et les coûts de chaque voie changent souvent : comparez les deux avant de décider.

## Les erreurs fréquentes

Les problèmes les plus courants : une preuve trop faible de la rencontre en personne, des dates qui ne concordent pas d’un formulaire à l’autre, le dépassement du délai de 90 jours ou un mariage avec une autre personne que le pétitionnaire, ce qui peut laisser le ou la fiancé(e) sans aucun moyen de rester aux États-Unis.
`),
  },
  {
    of: 'adjustment-of-status-vs-consular-processing',
    title: 'Ajustement de statut ou traitement consulaire : choisir la bonne voie',
    slug: 'ajustement-de-statut-ou-traitement-consulaire',
    description:
      'Deux chemins mènent à la carte verte fondée sur la famille. Nous comparons l’ajustement de statut aux États-Unis et le traitement consulaire à l’étranger, y compris les risques liés au départ.',
    category: 'Immigration familiale',
    content: body(`
Une fois la pétition familiale approuvée, ou dans certains cas en même temps, le proche doit demander la carte verte elle-même. Il existe deux façons de le faire, et se tromper de voie peut avoir de lourdes conséquences.

## L’ajustement de statut : rester aux États-Unis

L’ajustement de statut consiste à demander la résidence permanente au moyen du formulaire I-485, sans quitter le pays. Le demandeur se présente à un rendez-vous de biométrie, souvent à un entretien dans un bureau local de l’USCIS, comme celui d’Oakland Park qui dessert le comté de Broward, puis reçoit sa carte verte par la poste.

### Qui peut demander l’ajustement

En règle générale, le demandeur doit avoir été contrôlé et admis aux États-Unis, ou y avoir été admis à titre temporaire pour raisons humanitaires (parole). Les parents immédiats de citoyens américains entrés légalement peuvent généralement demander l’ajustement, même s’ils sont ensuite restés au-delà de la durée autorisée ou ont travaillé sans autorisation. Certaines personnes entrées sans inspection peuvent en bénéficier au titre de l’article 245(i) si elles sont couvertes par une pétition familiale ou une certification de travail (labor certification) déposée au plus tard le 30 avril 2001.

Les avantages de l’ajustement de statut :

- Rester auprès de sa famille aux États-Unis pendant l’instruction du dossier
- Demander une autorisation de travail et un document de voyage (advance parole)
- Passer l’entretien près de chez soi, avec un interprète si nécessaire

[Une pile de documents pour une demande de carte verte](${IMG.documents})

## Le traitement consulaire : l’entretien à l’étranger

Dans le traitement consulaire, la pétition approuvée est transmise au Centre national des visas (National Visa Center, NVC), qui perçoit les frais et recueille les documents d’état civil et l’engagement de soutien financier (affidavit of support). Le demandeur passe ensuite un entretien et un examen médical dans une ambassade ou un consulat des États-Unis, le plus souvent dans son pays d’origine, puis entre aux États-Unis en tant que résident permanent.

### Le piège du séjour irrégulier

Quitter les États-Unis après une période de séjour irrégulier peut entraîner une interdiction de retour : trois ans après plus de 180 jours de séjour irrégulier, ou dix ans après un an ou plus. De nombreux conjoints et enfants de citoyens peuvent obtenir une dérogation provisoire I-601A avant leur départ pour réduire ce risque. Ne partez jamais pour un entretien consulaire sans avoir d’abord vérifié si une interdiction s’applique à vous.

## Comment choisir

La bonne voie dépend du mode d’entrée, du parcours d’immigration, d’un éventuel casier judiciaire et des délais de traitement de l’USCIS et du consulat. Un examen attentif avant tout dépôt évite des erreurs coûteuses et de longues séparations.
`),
  },
  {
    of: 'i-601a-provisional-waiver',
    title: 'La dérogation provisoire I-601A : réduire la durée de la séparation',
    slug: 'derogation-provisoire-i-601a',
    description:
      'La dérogation I-601A permet à certains proches de demander à l’USCIS de pardonner leur séjour irrégulier avant de quitter les États-Unis pour leur entretien de visa d’immigrant.',
    category: 'Immigration familiale',
    content: body(`
De nombreux conjoints et enfants de citoyens américains ne peuvent pas obtenir l’ajustement de statut aux États-Unis parce qu’ils sont entrés sans inspection. Ils doivent passer leur entretien de visa d’immigrant à l’étranger, mais quitter le pays peut déclencher une interdiction de retour de trois ou dix ans en raison de leur séjour irrégulier passé. La dérogation provisoire pour séjour irrégulier I-601A permet aux personnes qui remplissent les conditions de demander à l’USCIS de lever cette interdiction avant même leur départ.

## Qui peut en bénéficier

- Le demandeur se trouve physiquement aux États-Unis et a au moins 17 ans
- Le demandeur est le bénéficiaire d’une pétition d’immigration approuvée, comme un formulaire I-130, et a payé au Département d’État les frais de traitement du visa d’immigrant
- Le séjour irrégulier est son seul motif d’inadmissibilité
- Son conjoint ou son parent, citoyen américain ou résident permanent, subirait des difficultés extrêmes si le demandeur n’était pas admis aux États-Unis

Les personnes en procédure d’expulsion doivent en général obtenir la clôture administrative de leur dossier, et celles qui font l’objet d’une ordonnance d’expulsion définitive ont besoin d’une autorisation supplémentaire, avant de pouvoir utiliser le formulaire I-601A.

[Des documents et un passeport prêts pour un entretien consulaire](${IMG.passport})

## Prouver les difficultés extrêmes

Les difficultés extrêmes vont au-delà de la tristesse et des dépenses que toute séparation entraîne. Seul le conjoint ou le parent citoyen américain ou résident permanent compte comme proche de référence (qualifying relative), même si le préjudice subi par les enfants peut être pris en compte à travers ses effets sur ce proche. Les preuves utiles sont notamment :

- Des dossiers médicaux sur des problèmes de santé graves et la preuve des soins apportés par le demandeur
- Des documents financiers montrant la dépendance envers les revenus du demandeur
- Des rapports sur la situation dans le pays décrivant les dangers ou le manque de soins médicaux sur place
- Des évaluations psychologiques, et les dossiers scolaires des enfants
- Les attaches avec les États-Unis, comme une longue résidence, des biens immobiliers et l’engagement dans la communauté

## Après l’approbation

### L’entretien consulaire

Une fois la dérogation approuvée, le demandeur quitte les États-Unis pour son entretien de visa d’immigrant. La dérogation prend effet lorsque le visa est délivré. Si l’agent consulaire relève un autre motif d’inadmissibilité, comme une fraude ou certains antécédents judiciaires, la dérogation provisoire ne le couvre pas.

### L’interdiction permanente

Le formulaire I-601A ne couvre pas l’interdiction permanente qui frappe les personnes revenues, ou ayant tenté de revenir, sans inspection après plus d’un an de séjour irrégulier ou après une ordonnance d’expulsion. Toute personne entrée plus d’une fois aux États-Unis doit faire vérifier attentivement sa situation avant de déposer sa demande.
`),
  },
  {
    of: 'vawa-self-petition-evidence',
    title: 'Constituer les preuves d’une auto-pétition VAWA',
    slug: 'preuves-auto-petition-vawa',
    description:
      'Les victimes de violences commises par un membre de leur famille citoyen américain ou résident permanent peuvent déposer une auto-pétition. Voici les preuves qui permettent d’établir chaque condition.',
    category: 'VAWA',
    content: body(`
La loi sur les violences faites aux femmes (Violence Against Women Act, VAWA) permet à certaines victimes de violences de demander un statut d’immigration par elles-mêmes, sans que l’auteur des violences le sache ni y participe. Malgré son nom, la VAWA protège les personnes de tout genre. L’auto-pétition se dépose auprès de l’USCIS au moyen du formulaire I-360.

Si vous êtes en danger immédiat, appelez le 911. La National Domestic Violence Hotline (ligne nationale d’aide contre la violence domestique) répond 24 h/24, 7 j/7 au 1-800-799-7233.

## Qui peut déposer une auto-pétition

- Le conjoint ou l’ex-conjoint victime de violences de la part de son époux ou épouse citoyen américain ou résident permanent
- L’enfant célibataire de moins de 21 ans victime de violences de la part de son père ou de sa mère citoyen américain ou résident permanent
- Le père ou la mère victime de violences de la part de son fils ou de sa fille citoyen américain âgé d’au moins 21 ans

Un ex-conjoint peut en général encore déposer sa demande si le divorce a été prononcé dans les deux ans précédant le dépôt et qu’il est lié aux violences.

[Un bouclier, symbole de la protection offerte par la VAWA](${IMG.shield})

## Les preuves pour chaque condition

L’USCIS doit prendre en compte toute preuve crédible. Un rapport de police n’est pas obligatoire, mais plus votre dossier est solide et cohérent, mieux c’est.

### Le lien familial et le statut de l’auteur des violences

Les actes de mariage ou de naissance, et la preuve de la citoyenneté ou de la résidence permanente de l’auteur des violences, par exemple une copie de son passeport, de son certificat de naturalisation ou de sa carte verte. Si vous ne pouvez pas les obtenir, l’USCIS peut parfois vérifier ses propres registres.

### Un mariage de bonne foi

Les conjoints doivent montrer que le mariage était sincère : baux communs, relevés bancaires, assurances, photos prises au fil du temps, actes de naissance des enfants et lettres de personnes qui vous ont connus en couple.

### Les violences physiques ou la cruauté extrême

Les violences comprennent les violences physiques, mais aussi les menaces, l’isolement, le contrôle de l’argent ou des papiers, et la menace de vous dénoncer aux services de l’immigration. Les preuves utiles sont notamment :

- Votre propre déclaration détaillée, qui décrit les violences avec vos mots
- Les ordonnances de protection, les rapports de police et les décisions de justice
- Les dossiers médicaux, les photos des blessures, et les attestations de suivi psychologique ou de séjour en refuge
- Les témoignages d’amis, de proches, de responsables religieux ou d’intervenants qui ont constaté les effets des violences

### La vie commune et les bonnes vie et mœurs

La preuve que vous avez vécu avec l’auteur des violences, comme un bail ou du courrier reçu à la même adresse, et un certificat de police (extrait de casier judiciaire) de chaque lieu où vous avez vécu au cours des trois années précédant le dépôt.

## La suite de la procédure

L’USCIS peut délivrer un avis d’admissibilité prima facie, qui peut faciliter l’accès à certaines aides publiques. Une personne dont l’auto-pétition est approuvée peut bénéficier d’une action différée (deferred action) et d’une autorisation de travail, et peut demander la carte verte lorsqu’elle y a droit.
`),
  },
  {
    of: 'vawa-confidentiality-protections',
    title: 'La confidentialité VAWA : comment la loi protège les victimes',
    slug: 'confidentialite-vawa-protection-des-victimes',
    description:
      'La loi fédérale interdit aux services de l’immigration de communiquer le dossier VAWA d’une victime à l’auteur des violences et de se fonder uniquement sur les informations fournies par celui-ci.',
    category: 'VAWA',
    content: body(`
Beaucoup de victimes hésitent à demander une protection parce qu’elles craignent que l’auteur des violences l’apprenne, ou que s’adresser aux services de l’immigration ne mène à leur expulsion. La loi fédérale répond à ces deux craintes. Les règles de confidentialité du 8 U.S.C. 1367 comptent parmi les protections de la vie privée les plus fortes du droit de l’immigration.

## Ce que la loi interdit

Les agents du Département de la Sécurité intérieure, du Département de la Justice et du Département d’État ne peuvent en principe pas :

- Communiquer la moindre information sur une personne qui demande la protection VAWA, un visa T ou un visa U à quiconque hors de ces administrations, y compris à l’auteur des violences
- Confirmer à l’auteur des violences qu’un dossier existe
- Prendre une décision défavorable à la victime en se fondant uniquement sur des informations fournies par l’auteur des violences ou par sa famille

Il existe quelques exceptions limitées, par exemple pour les besoins des forces de l’ordre ou de la sécurité nationale, mais l’auteur des violences n’a jamais droit au dossier.

[Les membres d’une famille réunis et en sécurité](${IMG.family})

## Des limites aux interventions dans les lieux sensibles

La loi fédérale encadre aussi les interventions des services de l’immigration dans des lieux comme les refuges pour victimes de violence domestique, les centres d’aide aux victimes de viol et les tribunaux où une victime demande une ordonnance de protection. Si une procédure d’expulsion fait suite à une intervention dans l’un de ces lieux, le gouvernement doit certifier qu’il a respecté les règles de confidentialité.

## Des mesures concrètes pour votre sécurité

### Utilisez une adresse postale sûre

Le formulaire I-360 demande une adresse postale sûre. Choisissez-en une à laquelle l’auteur des violences n’a pas accès, par exemple celle d’un ami de confiance, d’un refuge ou du cabinet de votre avocat. C’est là que l’USCIS enverra ses avis.

### Protégez vos documents et vos appareils

- Gardez des copies de vos preuves ailleurs qu’à votre domicile
- Utilisez un numéro de téléphone ou une adresse e-mail que l’auteur des violences ne connaît pas
- Effacez l’historique de votre navigateur, ou utilisez l’ordinateur d’une bibliothèque ou d’un ami
- Indiquez à votre avocat le moyen et le moment les plus sûrs pour vous joindre

## La confidentialité à notre cabinet

Ce que vous nous confiez est protégé par le secret professionnel de l’avocat. Nous ne contactons jamais l’auteur des violences, et nous organisons chaque étape du dossier en fonction de votre sécurité. Les consultations peuvent avoir lieu par téléphone, en visioconférence ou en personne à notre cabinet de Fort Lauderdale. Si vous êtes en danger immédiat, appelez le 911 ou contactez la National Domestic Violence Hotline au 1-800-799-7233.
`),
  },
  {
    of: 'one-year-asylum-filing-deadline',
    title: 'Le délai d’un an pour demander l’asile et ses exceptions',
    slug: 'delai-d-un-an-pour-demander-l-asile',
    description:
      'La demande d’asile doit en général être déposée dans l’année qui suit l’arrivée aux États-Unis. Découvrez les exceptions et ce qu’il faut faire si le délai est dépassé.',
    category: 'Asile',
    content: body(`
L’asile protège les personnes persécutées dans leur pays d’origine, ou qui craignent de l’être, en raison de leur race, de leur religion, de leur nationalité, de leurs opinions politiques ou de leur appartenance à un certain groupe social. L’une des règles les plus importantes du droit d’asile est aussi l’une des plus simples : la demande, sur le formulaire I-589, doit en principe être déposée dans l’année qui suit la dernière arrivée du demandeur aux États-Unis.

[Un repère sur une carte qui marque l’arrivée aux États-Unis](${IMG.mapPin})

## Comment le délai est calculé

Le délai d’un an court à partir de la date de la dernière arrivée. Ce qui compte, c’est la date à laquelle l’USCIS ou le tribunal de l’immigration reçoit la demande, et non la date d’envoi. Une personne en procédure d’expulsion dépose le formulaire I-589 auprès du tribunal de l’immigration ; sinon, il s’agit d’une demande affirmative déposée auprès de l’USCIS.

## Les exceptions au délai

Une demande tardive peut tout de même être acceptée si le demandeur invoque l’un des deux types d’exceptions et dépose ensuite sa demande dans un délai raisonnable.

### Le changement de circonstances

Il s’agit de changements qui ont une incidence importante sur le droit à l’asile, par exemple :

- Une nouvelle vague de violence ou un changement de gouvernement dans le pays d’origine
- De nouvelles activités du demandeur, comme un engagement politique ou une conversion religieuse, qui l’exposent à un risque
- La perte de la qualité de personne à charge dans la demande d’un parent ou d’un conjoint, par exemple en atteignant 21 ans

### Les circonstances exceptionnelles

Il s’agit d’événements qui ont empêché de déposer la demande à temps, par exemple :

- Une maladie grave, y compris des troubles psychologiques liés à un traumatisme
- Une incapacité juridique, par exemple le fait d’être un mineur non accompagné
- L’assistance inefficace d’un ancien avocat ou représentant
- Le maintien d’un statut légal, comme un visa ou le statut de protection temporaire (TPS), jusqu’à une période raisonnable avant le dépôt

## Si le délai ne peut pas être respecté

Deux protections voisines ne sont soumises à aucun délai de dépôt : la suspension de l’expulsion (withholding of removal) et la protection au titre de la Convention contre la torture. Elles exigent un niveau de preuve plus élevé et offrent moins d’avantages : par exemple, elles ne mènent pas à la carte verte et ne permettent pas de déposer une pétition pour les membres de sa famille. Laisser passer le délai de l’asile rend donc un dossier bien plus difficile.

Les règles de l’asile et les frais de dépôt ont changé plusieurs fois récemment : vérifiez toujours les instructions en vigueur du formulaire I-589 sur le site de l’USCIS. Si vous êtes arrivé(e) au cours de la dernière année et craignez de retourner dans votre pays, consultez un avocat le plus tôt possible.
`),
  },
  {
    of: 'credible-fear-interview-preparation',
    title: 'Se préparer à l’entretien de crainte crédible',
    slug: 'preparer-entretien-de-crainte-credible',
    description:
      'Les personnes visées par une procédure d’expulsion accélérée qui disent craindre de retourner dans leur pays passent un entretien de sélection avec un agent chargé de l’asile. Voici comment s’y préparer.',
    category: 'Asile',
    content: body(`
Une personne interceptée à la frontière ou placée en procédure d’expulsion accélérée (expedited removal) peut être expulsée rapidement sans jamais voir un juge de l’immigration. Si elle déclare avoir peur de retourner dans son pays ou vouloir demander l’asile, la loi américaine impose de la diriger vers un agent chargé de l’asile pour un entretien de crainte crédible (credible fear interview). Ce court entretien détermine si elle pourra ensuite demander une protection.

## Ce que l’agent doit décider

L’agent ne statue pas sur la demande d’asile elle-même. La question est de savoir s’il existe une possibilité sérieuse que la personne puisse établir son droit à l’asile, à la suspension de l’expulsion (withholding of removal) ou à la protection au titre de la Convention contre la torture. Les critères de sélection ont changé avec de récents règlements, et un critère plus exigeant s’applique dans certaines situations : le mode et la date d’entrée ont donc leur importance.

[Des documents préparés pour un entretien de crainte crédible](${IMG.documents})

## Comment se préparer

- Racontez toute votre histoire : qui vous a fait du mal ou vous a menacé(e), quand, à quelle fréquence, et pourquoi vous pensez que c’est arrivé
- Expliquez pourquoi vous ne pouviez pas être en sécurité en vous installant ailleurs dans votre pays ou en vous adressant à la police
- Mentionnez toutes les raisons des violences, comme vos opinions politiques, votre religion, votre origine ethnique, votre genre ou vos liens familiaux
- Restez cohérent(e), car les dates et les détails seront comparés avec vos déclarations ultérieures
- Demandez un interprète dans la langue que vous maîtrisez le mieux, et dites-le si vous ne comprenez pas une question

### Vos droits pendant l’entretien

Vous pouvez consulter la personne de votre choix avant l’entretien, sans frais pour le gouvernement, et cette personne peut être présente, y compris par téléphone. Les entretiens ont souvent lieu par téléphone pendant la détention. Vous pouvez demander un agent et un interprète du genre de votre choix si cela vous aide à parler d’événements sensibles.

### Traumatisme et mémoire

Les personnes qui ont subi des violences se souviennent souvent des événements dans le désordre ou ne retrouvent pas les dates exactes. Mieux vaut dire que vous ne vous souvenez pas que de deviner. Les agents sont formés pour aborder les traumatismes, mais dites-leur s’il vous est difficile d’en parler.

## Après la décision

Une décision favorable mène en général à une procédure complète devant un juge de l’immigration ou, dans certains cas, à un entretien sur le fond de la demande d’asile avec l’USCIS. Après une décision défavorable, la personne peut demander à un juge de l’immigration de la réexaminer, généralement dans les jours qui suivent. Si le juge confirme la décision défavorable, l’expulsion peut suivre très vite : il est donc important de faire intervenir un avocat avant l’entretien.

Les familles du sud de la Floride peuvent contacter notre cabinet pour préparer un proche détenu à son entretien de crainte crédible.
`),
  },
  {
    of: 'cancellation-of-removal-non-lpr',
    title: 'L’annulation d’expulsion pour les non-résidents permanents',
    slug: 'annulation-d-expulsion-non-residents-permanents',
    description:
      'Les personnes installées depuis longtemps aux États-Unis et en procédure d’expulsion peuvent obtenir une carte verte grâce à l’annulation d’expulsion. Découvrez les quatre conditions.',
    category: 'Défense contre l’expulsion',
    content: body(`
L’annulation d’expulsion (cancellation of removal) est un moyen de défense qui n’existe que devant le tribunal de l’immigration. Si le juge de l’immigration l’accorde, la procédure d’expulsion prend fin et la personne devient résidente permanente légale. C’est l’une des rares façons, pour une personne sans statut, d’obtenir une carte verte en cours de procédure d’expulsion, mais les conditions sont strictes.

## Les quatre conditions

Le demandeur qui n’est pas résident permanent doit démontrer :

- Une présence physique continue aux États-Unis d’au moins 10 ans avant la signification de l’avis de comparution (Notice to Appear, NTA)
- De bonnes vie et mœurs pendant toute cette période de 10 ans
- L’absence de condamnation pour certaines infractions énumérées par la loi sur l’immigration
- Que son expulsion causerait des difficultés exceptionnelles et extrêmement inhabituelles à son conjoint, son père, sa mère ou son enfant, citoyen américain ou résident permanent

[Les colonnes d’un palais de justice, symbole du tribunal de l’immigration](${IMG.courthouse})

### Le calcul des 10 ans

Le compteur de 10 ans s’arrête en général à la signification d’un avis de comparution valable. Dans l’arrêt Niz-Chavez v. Garland (2021), la Cour suprême a jugé que, pour arrêter le compteur, l’avis doit contenir toutes les informations requises, y compris la date, l’heure et le lieu de l’audience, dans un seul et même document. Un séjour à l’étranger de plus de 90 jours, ou des séjours totalisant plus de 180 jours, peuvent interrompre la présence continue.

### Des difficultés exceptionnelles et extrêmement inhabituelles

C’est la condition la plus difficile à remplir. Les difficultés doivent aller bien au-delà de ce que vit habituellement une famille lorsqu’un proche est expulsé. Le juge apprécie l’ensemble des éléments, par exemple :

- Les problèmes graves de santé physique ou mentale d’un proche de référence (qualifying relative)
- Les besoins éducatifs particuliers d’un enfant
- La dépendance financière de la famille envers le demandeur
- La situation dans le pays où la famille devrait vivre

Un enfant ne compte comme proche de référence que s’il est célibataire et âgé de moins de 21 ans : l’âge des enfants au moment de l’audience a donc son importance.

## Limites et délais

Seules 4 000 annulations de ce type peuvent être accordées par exercice budgétaire : certains dossiers doivent donc attendre un numéro après l’approbation du juge. Les résidents permanents disposent d’une forme distincte d’annulation, avec d’autres conditions : cinq ans de résidence permanente, sept ans de résidence continue après l’admission et aucune condamnation pour une infraction aggravée (aggravated felony).

## Préparer un dossier solide

Les dossiers d’annulation se gagnent avec des preuves : déclarations d’impôts, dossiers scolaires et médicaux, expertises et témoignages des membres de la famille. La préparation doit commencer tôt, souvent bien avant la date de l’audience sur le fond.
`),
  },
  {
    of: 'motion-to-reopen-removal-order',
    title: 'La requête en réouverture : une seconde chance après une ordonnance d’expulsion',
    slug: 'requete-en-reouverture-ordonnance-d-expulsion',
    description:
      'La requête en réouverture demande au tribunal de l’immigration ou à la Commission des recours de réexaminer un dossier. Découvrez les délais, les exceptions et les cas où l’expulsion est suspendue.',
    category: 'Défense contre l’expulsion',
    content: body(`
Une ordonnance d’expulsion ne marque pas toujours la fin d’un dossier. La requête en réouverture (motion to reopen) demande au juge de l’immigration, ou à la Commission des recours en matière d’immigration (Board of Immigration Appeals, BIA) si c’est elle qui a rendu la dernière décision, de rouvrir la procédure en raison de faits nouveaux ou parce que la personne n’a jamais eu une véritable chance d’être entendue.

## Les règles générales

- En principe, une seule requête en réouverture est autorisée
- Elle doit généralement être déposée dans les 90 jours suivant l’ordonnance d’expulsion définitive
- Elle doit présenter des preuves nouvelles et déterminantes, qui n’étaient pas disponibles et ne pouvaient pas être produites lors de l’audience précédente
- Lorsque la requête se fonde sur une nouvelle possibilité de protection, comme une pétition familiale récemment approuvée, la demande correspondante doit y être jointe

La requête en réexamen (motion to reconsider) est différente : elle soutient que la décision contient une erreur de droit ou de fait au vu du dossier existant, et elle doit généralement être déposée dans les 30 jours.

[La balance de la justice, symbole d’un nouvel examen du dossier](${IMG.scales})

## Les exceptions importantes

### Les ordonnances rendues par défaut (in absentia)

Si la personne a manqué une audience et a fait l’objet d’une ordonnance d’expulsion par défaut, une requête peut être déposée dans les 180 jours lorsque l’absence s’explique par des circonstances exceptionnelles, comme une maladie grave. Si la personne n’a jamais été régulièrement convoquée à l’audience, ou si elle était détenue par les autorités d’un État ou par les autorités fédérales, la requête peut être déposée à tout moment. Le dépôt d’une requête en réouverture contre une ordonnance rendue par défaut suspend automatiquement l’expulsion tant que la requête est en cours d’examen.

### Le changement de situation dans le pays d’origine

Une requête liée à l’asile et fondée sur un changement de situation dans le pays d’origine n’est soumise à aucune limite de délai ni de nombre, à condition que les preuves soient déterminantes et n’aient pas été disponibles auparavant.

### La suspension équitable des délais et l’assistance inefficace

Les délais peuvent être prolongés lorsqu’une personne a été empêchée de déposer sa requête malgré tous ses efforts, par exemple parce qu’un ancien avocat a manqué à ses obligations. Une plainte pour assistance inefficace exige en général une déclaration, un avis adressé à l’ancien avocat et, dans bien des cas, une plainte auprès du barreau, conformément à la décision de la Commission dans l’affaire Matter of Lozada.

## Faut-il aussi demander un sursis à l’expulsion ?

En dehors des ordonnances rendues par défaut, le dépôt d’une requête ne suspend pas automatiquement l’expulsion. Une demande de sursis à l’expulsion distincte peut être présentée au juge de l’immigration, à la Commission ou à l’ICE. Toute personne visée par une ancienne ordonnance d’expulsion devrait la faire examiner avant tout contact avec l’ICE, y compris un simple rendez-vous de contrôle.
`),
  },
  {
    of: 'master-calendar-hearing-what-to-expect',
    title: 'Votre première audience préliminaire : à quoi vous attendre',
    slug: 'premiere-audience-preliminaire-tribunal-immigration',
    description:
      'La première audience devant le tribunal de l’immigration est courte mais importante. Voici comment elle se déroule, ce qu’il faut apporter et pourquoi vous ne devez jamais la manquer.',
    category: 'Défense contre l’expulsion',
    content: body(`
La procédure d’expulsion commence lorsque le Département de la Sécurité intérieure dépose un avis de comparution (Notice to Appear, NTA) auprès du tribunal de l’immigration. La première date d’audience est généralement une audience préliminaire (master calendar hearing) : une audience courte au cours de laquelle le juge traite de nombreux dossiers à la suite. Dans le sud de la Floride, ces audiences se tiennent en général dans un tribunal de l’immigration de la région de Miami, en personne ou par vidéo.

## Avant l’audience

- Vérifiez la date, l’heure et le lieu sur le portail d’informations automatisées de l’EOIR (Automated Case Information) ou en appelant le 1-800-898-7180
- Signalez tout changement d’adresse au tribunal dans les cinq jours au moyen du formulaire EOIR-33
- Rassemblez votre avis de comparution, vos pièces d’identité et tous vos anciens documents d’immigration
- Arrivez en avance, car les files d’attente au contrôle de sécurité peuvent être longues, ou testez votre connexion si l’audience a lieu à distance

[Les colonnes d’un palais de justice, symbole du tribunal de l’immigration](${IMG.courthouse})

## Ce qui se passe dans la salle d’audience

### La réponse aux allégations

Le juge passe en revue les allégations de fait figurant dans l’avis de comparution, comme votre nationalité et votre date d’entrée, ainsi que le motif d’expulsion invoqué. Vous-même ou votre avocat les reconnaissez ou les contestez. Vous n’êtes pas obligé(e) d’admettre ce qui est inexact.

### Les protections contre l’expulsion

Le juge vous demande quelle protection vous comptez demander, comme l’asile, l’annulation d’expulsion ou l’ajustement de statut, et fixe les délais pour déposer les demandes et les preuves. Si vous avez besoin de temps pour trouver un avocat, vous pouvez demander un report d’audience ; les juges en accordent généralement au moins un à cette fin.

### Les interprètes

Le tribunal fournit gratuitement un interprète. Indiquez au juge la langue que vous comprenez le mieux.

## Pourquoi vous ne devez jamais manquer une audience

Si vous ne vous présentez pas, le juge peut ordonner votre expulsion par défaut (in absentia). Une telle ordonnance est parfois très difficile à annuler et peut vous interdire certaines formes de protection pendant dix ans. Si une urgence vous empêche de venir, contactez immédiatement le tribunal et votre avocat, et conservez la preuve de cette urgence.

## Faites-vous accompagner d’un avocat si vous le pouvez

Les personnes représentées par un avocat ont bien plus de chances d’obtenir gain de cause. Le gouvernement ne fournit pas d’avocat gratuit dans les procédures d’expulsion, mais l’EOIR publie une liste de prestataires de services juridiques gratuits, et notre cabinet propose une évaluation gratuite de votre dossier.
`),
  },
  {
    of: 'visa-bulletin-final-action-dates',
    title: 'Lire le Bulletin des visas : dates d’action finale et dates de dépôt',
    slug: 'lire-le-bulletin-des-visas',
    description:
      'Dans les catégories de préférence familiale, il faut attendre un numéro de visa. Ce guide explique les dates de priorité, les deux tableaux et comment suivre votre place dans la file d’attente.',
    category: 'Immigration familiale',
    content: body(`
Seuls les parents immédiats de citoyens américains échappent à la file d’attente. Toutes les personnes relevant d’une catégorie de préférence familiale doivent attendre qu’un numéro de visa soit disponible, et le Département d’État publie chaque mois le Bulletin des visas (Visa Bulletin) pour indiquer qui peut avancer.

## Les dates de priorité

Votre date de priorité est généralement la date à laquelle l’USCIS a reçu le formulaire I-130 déposé en votre faveur. Elle figure sur l’avis de réception et sur l’avis d’approbation. Votre place dans la file dépend de cette date, de votre catégorie et de votre pays d’imputation (country of chargeability), qui est en général votre pays de naissance.

## Les catégories de préférence familiale

- F1 : fils et filles célibataires, âgés de 21 ans ou plus, de citoyens américains
- F2A : conjoints et enfants de moins de 21 ans de résidents permanents
- F2B : fils et filles célibataires, âgés de 21 ans ou plus, de résidents permanents
- F3 : fils et filles mariés de citoyens américains
- F4 : frères et sœurs de citoyens américains majeurs

[Un passeport en attente d’un numéro de visa](${IMG.passport})

## Deux tableaux dans chaque bulletin

### Les dates d’action finale (Final Action Dates)

Lorsque votre date de priorité est antérieure à la date indiquée pour votre catégorie et votre pays, un visa peut être délivré ou une carte verte approuvée.

### Les dates de dépôt (Dates for Filing)

Ce tableau indique à partir de quand les demandeurs peuvent envoyer leurs documents au Centre national des visas (National Visa Center, NVC) ou, les mois où l’USCIS l’autorise, déposer le formulaire I-485 de façon anticipée. Chaque mois, l’USCIS précise quel tableau il accepte sur sa page Adjustment of Status Filing Charts.

## Lire le bulletin pas à pas

Repérez le tableau des catégories familiales (family-sponsored), puis la ligne de votre catégorie, puis la colonne de votre pays. Le Mexique, les Philippines, l’Inde et la Chine ont souvent des colonnes distinctes, avec des attentes plus longues. La lettre C signifie que la catégorie est à jour (current) : il n’y a pas d’attente ce mois-là. Les dates peuvent avancer, stagner, voire reculer.

## Pourquoi c’est important

Le calendrier détermine quand vous pouvez déposer votre demande, si un enfant risque de dépasser la limite d’âge et s’il vaut mieux prévoir un ajustement de statut ou un traitement consulaire. Consultez le bulletin chaque mois, ou demandez-nous de le suivre pour vous.
`),
  },
  {
    of: 'life-after-release-ice-check-ins',
    title: 'Après la libération par l’ICE : rendez-vous de contrôle et surveillance',
    slug: 'apres-la-liberation-rendez-vous-de-controle-ice',
    description:
      'La sortie de détention s’accompagne presque toujours de conditions. Découvrez ce qu’exigent l’ordonnance de surveillance, la mise en liberté sur engagement personnel et les Alternatives à la détention.',
    category: 'Défense en détention',
    content: body(`
Voir un proche sortir de détention est un immense soulagement, mais le dossier d’immigration n’est pas terminé pour autant. Presque toutes les personnes libérées par l’ICE doivent respecter des conditions, et ne pas les respecter peut entraîner une nouvelle arrestation.

## Les formes de libération les plus courantes

- La mise en liberté sous caution, après paiement du montant fixé par l’ICE ou par un juge de l’immigration
- L’ordonnance de mise en liberté sur engagement personnel (Order of Release on Recognizance), une libération sans caution mais avec obligation de se présenter
- L’ordonnance de surveillance (Order of Supervision), en général pour les personnes visées par une ordonnance d’expulsion définitive qui ne peuvent pas être expulsées tout de suite
- La mise en liberté conditionnelle (parole), accordée à titre discrétionnaire dans certaines situations, en particulier après une arrivée à la frontière

[Une horloge qui rappelle les rendez-vous de contrôle](${IMG.clock})

## Les Alternatives à la détention

L’ICE peut inscrire les personnes libérées à son programme Alternatives à la détention (Alternatives to Detention, ATD). Les conditions peuvent comprendre des rendez-vous de contrôle en personne ou par téléphone, une application pour smartphone avec envoi de photos, des visites à domicile ou, dans certains cas, un bracelet électronique à la cheville. Après une période de respect total des conditions, demandez par écrit si elles peuvent être allégées.

## Vos obligations

### Présentez-vous à chaque rendez-vous

Rendez-vous à tous les contrôles de l’ICE et à toutes les audiences du tribunal de l’immigration. Ce sont deux choses distinctes : un rendez-vous à l’ICE ne remplace pas une audience, et le tribunal ne vous rappelle pas vos rendez-vous à l’ICE.

### Signalez tout changement d’adresse

Déposez le formulaire EOIR-33 auprès du tribunal de l’immigration dans les cinq jours suivant votre déménagement, et prévenez l’ICE comme l’exigent vos documents de libération. Le formulaire AR-11 permet de signaler votre nouvelle adresse à l’USCIS.

### Continuez à faire avancer votre dossier

La période qui suit la libération est le moment de bâtir votre défense : rassemblez les preuves, déposez vos demandes dans les délais et rencontrez votre avocat bien avant la prochaine audience.

## Avant chaque rendez-vous de contrôle

Apportez vos documents de libération et une pièce d’identité, et assurez-vous qu’un membre de votre famille sait où vous allez. Si vous faites l’objet d’une ordonnance définitive, ou si vous avez été de nouveau arrêté(e) depuis votre libération, parlez à votre avocat avant le rendez-vous.
`),
  },
];

export const resourcesFr: DemoResourceTranslation[] = [
  {
    of: 'https://locator.ice.gov/odls/',
    title: 'Système de localisation des détenus de l’ICE',
    description:
      'L’outil de recherche officiel de l’ICE pour retrouver un adulte en détention par son numéro A, ou par son nom et son pays de naissance (site en anglais).',
    type: 'Lien externe',
    link: 'https://locator.ice.gov/odls/',
  },
  {
    of: 'https://acis.eoir.justice.gov/en/',
    title: 'Suivi d’un dossier devant le tribunal de l’immigration (EOIR)',
    description:
      'Consultez la date de la prochaine audience, le tribunal compétent et les décisions rendues dans un dossier devant le tribunal de l’immigration grâce au numéro A (site en anglais).',
    type: 'Lien externe',
    link: 'https://acis.eoir.justice.gov/en/',
  },
  {
    of: 'https://www.uscis.gov/i-130',
    title: 'Formulaire I-130 et liste des preuves à fournir',
    description:
      'La page officielle de l’USCIS consacrée à la Petition for Alien Relative (pétition pour un membre de la famille), avec les instructions, les frais en vigueur et la liste des preuves initiales exigées (en anglais).',
    type: 'Liste de contrôle',
    link: 'https://www.uscis.gov/i-130',
  },
  {
    of: 'https://www.uscis.gov/i-485',
    title: 'Formulaire I-485 : demande de carte verte',
    description:
      'Les instructions de l’USCIS et la liste des documents pour demander l’ajustement de statut vers la résidence permanente depuis les États-Unis (en anglais).',
    type: 'Liste de contrôle',
    link: 'https://www.uscis.gov/i-485',
  },
  {
    of: 'https://www.uscis.gov/i-360',
    title: 'Formulaire I-360 : auto-pétition VAWA',
    description:
      'Le formulaire de l’USCIS et ses instructions, utilisés par les conjoints, enfants et parents victimes de violences pour déposer une auto-pétition VAWA (en anglais).',
    type: 'Formulaire',
    link: 'https://www.uscis.gov/i-360',
  },
  {
    of: 'https://www.uscis.gov/humanitarian/abused-spouses-children-and-parents',
    title: 'Guide de l’USCIS pour les conjoints, enfants et parents victimes de violences',
    description:
      'La présentation par l’USCIS des conditions de la VAWA, des preuves, des protections de confidentialité et de la façon de déposer une auto-pétition (en anglais).',
    type: 'Guide',
    link: 'https://www.uscis.gov/humanitarian/abused-spouses-children-and-parents',
  },
  {
    of: 'https://www.uscis.gov/i-589',
    title: 'Formulaire I-589 : demande d’asile',
    description:
      'Le formulaire officiel de demande d’asile et de suspension de l’expulsion (withholding of removal), avec ses instructions. N’oubliez pas le délai d’un an pour le déposer (en anglais).',
    type: 'Formulaire',
    link: 'https://www.uscis.gov/i-589',
  },
  {
    of: 'https://www.uscis.gov/i-601a',
    title: 'Formulaire I-601A : dérogation provisoire',
    description:
      'La page de l’USCIS consacrée à la dérogation provisoire pour séjour irrégulier, avec les conditions à remplir et les instructions de dépôt (en anglais).',
    type: 'Formulaire',
    link: 'https://www.uscis.gov/i-601a',
  },
  {
    of: 'https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin.html',
    title: 'Le Bulletin des visas du Département d’État',
    description:
      'Les dates d’action finale et les dates de dépôt publiées chaque mois pour les catégories de préférence familiale et professionnelle (en anglais).',
    type: 'Guide',
    link: 'https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin.html',
  },
  {
    of: 'https://www.justice.gov/eoir/eoir-policy-manual',
    title: 'Manuel de pratique des tribunaux de l’immigration',
    description:
      'Le manuel de l’EOIR qui explique la procédure devant les tribunaux de l’immigration : dépôts, délais et règles des audiences (en anglais).',
    type: 'Guide',
    link: 'https://www.justice.gov/eoir/eoir-policy-manual',
  },
  {
    of: 'https://www.thehotline.org/',
    title: 'National Domestic Violence Hotline (ligne nationale contre la violence domestique)',
    description:
      'Un soutien gratuit et confidentiel 24 h/24, 7 j/7, par téléphone au 1-800-799-7233, par chat ou par SMS. En cas d’urgence, appelez le 911 (site en anglais).',
    type: 'Lien externe',
    link: 'https://www.thehotline.org/',
  },
  {
    of: 'https://www.immigrationadvocates.org/legaldirectory/',
    title: 'Trouver une aide juridique associative en immigration',
    description:
      'L’annuaire national des associations offrant des services juridiques en immigration, avec une recherche par État et par type de dossier (en anglais).',
    type: 'Lien externe',
    link: 'https://www.immigrationadvocates.org/legaldirectory/',
  },
  {
    of: 'https://www.justice.gov/eoir/list-pro-bono-legal-service-providers',
    title: 'Liste de l’EOIR des prestataires de services juridiques gratuits',
    description:
      'La liste trimestrielle, classée par tribunal de l’immigration, des organisations et des avocats qui proposent des services juridiques gratuits (en anglais).',
    type: 'Lien externe',
    link: 'https://www.justice.gov/eoir/list-pro-bono-legal-service-providers',
  },
];
