/** Enumerations of the spec with their French labels: the one source for selects and badges. */

export const EQUIPMENT_CATEGORIES = ['BTP', 'ENGIN', 'VEHICULE', 'MATERIEL'] as const
export type EquipmentCategory = (typeof EQUIPMENT_CATEGORIES)[number]
export const EQUIPMENT_CATEGORY_LABELS: Record<EquipmentCategory, string> = {
  BTP: 'BTP',
  ENGIN: 'Engins',
  VEHICULE: 'Véhicules',
  MATERIEL: 'Matériel',
}

export const EQUIPMENT_STATUSES = ['available', 'rented', 'maintenance', 'sold'] as const
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number]
export const EQUIPMENT_STATUS_LABELS: Record<EquipmentStatus, string> = {
  available: 'Disponible',
  rented: 'En location',
  maintenance: 'Maintenance',
  sold: 'Vendu',
}
export const UNKNOWN_STATUS_LABEL = 'Indisponible'

/** What a machine is offered for (Location & Vente), as the catalogue's filter names it. */
export const EQUIPMENT_OFFERS = ['rent', 'sale'] as const
export type EquipmentOffer = (typeof EQUIPMENT_OFFERS)[number]
export const EQUIPMENT_OFFER_LABELS: Record<EquipmentOffer, string> = {
  rent: 'Location',
  sale: 'Vente',
}

/** Technical specifications of an equipment, in display order, with their French labels. */
export const EQUIPMENT_SPEC_KEYS = [
  'brand',
  'model',
  'year',
  'hours',
  'power',
  'capacity',
  'fuel',
  'transmission',
  'weight',
] as const
export type EquipmentSpecKey = (typeof EQUIPMENT_SPEC_KEYS)[number]
export const EQUIPMENT_SPEC_LABELS: Record<EquipmentSpecKey, string> = {
  brand: 'Marque',
  model: 'Modèle',
  year: 'Année',
  hours: 'Heures de service',
  power: 'Puissance',
  capacity: 'Capacité',
  fuel: 'Carburant',
  transmission: 'Transmission',
  weight: 'Poids',
}

/**
 * A machine's own text fields shown beside its price and availability (its page, its dialog, the
 * catalogue) and searched, in display order, with their French labels: listing a text field of the
 * collection here brings it to the site's shape and the `/api`'s answer, as the specifications'
 * keys do theirs.
 */
export const EQUIPMENT_FACT_KEYS = ['location'] as const
export type EquipmentFactKey = (typeof EQUIPMENT_FACT_KEYS)[number]
export const EQUIPMENT_FACT_LABELS: Record<EquipmentFactKey, string> = {
  location: 'Localisation',
}

export const NEWS_CATEGORIES = ['ACTUALITE', 'PROJET', 'EVENEMENT', 'TECHNIQUE', 'GENERAL'] as const
export type NewsCategory = (typeof NEWS_CATEGORIES)[number]
export const NEWS_CATEGORY_LABELS: Record<NewsCategory, string> = {
  ACTUALITE: 'Actualités',
  PROJET: 'Projets',
  EVENEMENT: 'Événements',
  TECHNIQUE: 'Technique',
  GENERAL: 'Général',
}
export const NEWS_CATEGORY_COLORS: Record<NewsCategory, string> = {
  ACTUALITE: 'blue',
  PROJET: 'green',
  EVENEMENT: 'purple',
  TECHNIQUE: 'orange',
  GENERAL: 'gray',
}

export const USER_ROLES = ['admin', 'super-admin'] as const
export type UserRole = (typeof USER_ROLES)[number]
export const USER_ROLE_LABELS: Record<UserRole, string> = {
  admin: 'Administrateur',
  'super-admin': 'Super administrateur',
}

/** Icons offered in the admin (lucide names, back office §9). */
export const VALUE_ICONS = [
  'Shield',
  'Users',
  'TrendingUp',
  'Target',
  'Award',
  'Heart',
  'Star',
  'CheckCircle',
] as const
export const SERVICE_ICONS = [
  'Calendar',
  'Settings',
  'Shield',
  'Truck',
  'Star',
  'Heart',
  'Award',
  'CheckCircle',
] as const
export const DEPARTMENT_ICONS = [
  'HardHat',
  'Droplets',
  'Truck',
  'Car',
  'Cpu',
  'ShoppingBag',
  'Building2',
  'Wrench',
] as const

/** The six gradient options for value cards (Tailwind classes). */
export const VALUE_GRADIENTS = [
  'from-blue-500 to-blue-700',
  'from-green-500 to-green-700',
  'from-purple-500 to-purple-700',
  'from-orange-500 to-orange-700',
  'from-red-500 to-red-700',
  'from-indigo-500 to-indigo-700',
] as const

/** A day's half, for a machine rented by the half day (#61). */
export const HALF_DAYS = ['morning', 'afternoon'] as const
export type HalfDay = (typeof HALF_DAYS)[number]

export const RENTAL_DURATIONS = ['daily', 'weekly', 'monthly'] as const
export type RentalDuration = (typeof RENTAL_DURATIONS)[number]
export const RENTAL_DURATION_LABELS: Record<RentalDuration, string> = {
  daily: 'Jour',
  weekly: 'Semaine',
  monthly: 'Mois',
}
export const CALCULATOR_CATEGORIES = ['btp', 'transport', 'levage'] as const

export const LOGO_TYPES = ['text', 'image'] as const
export const LOGO_BACKGROUNDS = ['gradient', 'solid', 'transparent'] as const
export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'twitter', 'linkedin', 'youtube'] as const

export const QUOTE_SERVICES = [
  'btp',
  'hydraulique',
  'location',
  'vente',
  'commerce',
  'autre',
] as const
export const QUOTE_BUDGETS = ['moins-1m', '1m-5m', '5m-20m', 'plus-20m'] as const

/** Department ids of the /departement/{id} links and their slugs (public §2). */
export const DEPARTMENT_ID_TO_SLUG = {
  btp: 'btp-travaux-publics',
  hydraulique: 'hydraulique',
  location: 'location-vente-engins',
  automobile: 'automobile',
  electronique: 'electronique',
  commerce: 'commerce-general',
} as const

/**
 * A category as visitors and old links name it: the code, its label, or the legacy labels
 * 'Engins BTP' (→ BTP) and 'Véhicules' (→ VEHICULE); 'Tous'/'all' or unknown → no filter.
 */
export function equipmentCategoryFromParam(
  value: string | null | undefined,
): EquipmentCategory | null {
  if (!value) return null
  const key = value
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
  const aliases: Record<string, EquipmentCategory> = {
    'ENGINS BTP': 'BTP',
    ENGINS: 'ENGIN',
    VEHICULES: 'VEHICULE',
  }
  if (aliases[key]) return aliases[key]
  return (EQUIPMENT_CATEGORIES as readonly string[]).includes(key)
    ? (key as EquipmentCategory)
    : null
}

export const QUOTE_SERVICE_LABELS: Record<(typeof QUOTE_SERVICES)[number], string> = {
  btp: 'BTP & Travaux publics',
  hydraulique: 'Hydraulique',
  location: "Location d'engins",
  vente: 'Vente de véhicules et engins',
  commerce: 'Commerce général',
  autre: 'Autre',
}
export const QUOTE_BUDGET_LABELS: Record<(typeof QUOTE_BUDGETS)[number], string> = {
  'moins-1m': 'Moins de 1M FCFA',
  '1m-5m': '1M - 5M FCFA',
  '5m-20m': '5M - 20M FCFA',
  'plus-20m': 'Plus de 20M FCFA',
}
/** A quote request's place in the sales pipeline (#42), beside its message status. */
export const QUOTE_STAGES = ['new', 'qualified', 'quoted', 'won', 'lost'] as const
export type QuoteStage = (typeof QUOTE_STAGES)[number]
export const QUOTE_STAGE_LABELS: Record<QuoteStage, string> = {
  new: 'Nouveau',
  qualified: 'Qualifié',
  quoted: 'Devis envoyé',
  won: 'Accepté',
  lost: 'Perdu',
}
/** The same stages as the customer's page tells them, in order. */
export const QUOTE_CUSTOMER_STEPS = [
  'Demande reçue',
  'En cours d’étude',
  'Devis envoyé',
  'Accepté',
] as const

/** What a quote line counts. */
export const QUOTE_LINE_UNITS = ['jour', 'semaine', 'mois', 'unite', 'forfait'] as const
export type QuoteLineUnit = (typeof QUOTE_LINE_UNITS)[number]
export const QUOTE_LINE_UNIT_LABELS: Record<QuoteLineUnit, string> = {
  jour: 'jour',
  semaine: 'semaine',
  mois: 'mois',
  unite: 'unité',
  forfait: 'forfait',
}

/** What a quote request's history records. */
export const QUOTE_EVENT_KINDS = [
  'created',
  'stage',
  'owner',
  'amount',
  'lines',
  'nextAction',
  'mail',
  'quoteSent',
  'accepted',
  'acceptFailed',
  'refused',
  'contractSigned',
] as const
export type QuoteEventKind = (typeof QUOTE_EVENT_KINDS)[number]
export const QUOTE_EVENT_KIND_LABELS: Record<QuoteEventKind, string> = {
  created: 'Demande reçue',
  stage: 'Étape',
  owner: 'Responsable',
  amount: 'Montant',
  lines: 'Lignes du devis',
  nextAction: 'Prochaine action',
  mail: 'Email envoyé',
  quoteSent: 'Devis envoyé',
  accepted: 'Devis accepté',
  acceptFailed: 'Acceptation impossible',
  refused: 'Devis refusé',
  contractSigned: 'Contrat signé',
}

export const MESSAGE_STATUSES = ['new', 'read', 'replied'] as const
export const MESSAGE_STATUS_LABELS: Record<(typeof MESSAGE_STATUSES)[number], string> = {
  new: 'Nouveau',
  read: 'Lu',
  replied: 'Répondu',
}

export const TRAFFIC_SOURCES = ['direct', 'search', 'social', 'referral'] as const
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number]
export const TRAFFIC_SOURCE_LABELS: Record<TrafficSource, string> = {
  direct: 'Accès direct',
  search: 'Moteurs de recherche',
  social: 'Réseaux sociaux',
  referral: 'Sites référents',
}

export const SUBSCRIBER_SOURCES = ['newsletter', 'contact', 'maintenance'] as const
export const SUBSCRIBER_SOURCE_LABELS: Record<(typeof SUBSCRIBER_SOURCES)[number], string> = {
  newsletter: 'Section newsletter',
  contact: 'Formulaire de devis',
  maintenance: 'Page de maintenance',
}

/** Double opt-in: an address receives the newsletter only once its owner confirmed it. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'En attente',
  confirmed: 'Confirmé',
  unsubscribed: 'Désinscrit',
}

/** Status badge text; anything unknown reads 'Indisponible' (public §4), in `labels`' language. */
export const equipmentStatusLabel = (
  status: string | null | undefined,
  labels: Record<EquipmentStatus | 'unknown', string> = {
    ...EQUIPMENT_STATUS_LABELS,
    unknown: UNKNOWN_STATUS_LABEL,
  },
) => labels[status as EquipmentStatus] ?? labels.unknown

/** Category badge text for a code ('VEHICULE') or a label already ('Électronique'). */
export const equipmentCategoryLabel = (
  category: string,
  labels: Record<EquipmentCategory, string> = EQUIPMENT_CATEGORY_LABELS,
) => labels[equipmentCategoryFromParam(category) ?? (category as EquipmentCategory)] ?? category

/** What each known department rents or sells, and the quote form's service for it. */
export const DEPARTMENT_OFFER: Record<
  (typeof DEPARTMENT_ID_TO_SLUG)[keyof typeof DEPARTMENT_ID_TO_SLUG],
  { categories: EquipmentCategory[]; service: (typeof QUOTE_SERVICES)[number] }
> = {
  'btp-travaux-publics': { categories: ['BTP'], service: 'btp' },
  hydraulique: { categories: ['MATERIEL'], service: 'hydraulique' },
  'location-vente-engins': { categories: ['BTP', 'ENGIN'], service: 'location' },
  automobile: { categories: ['VEHICULE'], service: 'vente' },
  electronique: { categories: [], service: 'commerce' },
  'commerce-general': { categories: [], service: 'commerce' },
}

/** What an outgoing mail is, and where it stands (« Emails envoyés »). */
export const MAIL_KINDS = [
  'reset',
  'notification',
  'acknowledgement',
  'confirmation',
  'security',
  'report',
  'quote',
  'reply',
  'reminder',
  'yard',
  'contract',
  'code',
] as const
export type MailKind = (typeof MAIL_KINDS)[number]
/** Mails whose secret (a reset link, a one-time code) exists only in the mail sent: never resent. */
export const SECRET_MAIL_KINDS: readonly MailKind[] = ['reset', 'code']
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  reset: 'Réinitialisation du mot de passe',
  notification: 'Notification de demande',
  acknowledgement: 'Accusé de réception',
  confirmation: 'Confirmation newsletter',
  security: 'Alerte de connexion',
  report: 'Rapport hebdomadaire',
  quote: 'Devis',
  reply: 'Réponse à une demande',
  reminder: 'Relances des devis',
  yard: 'Documents du parc (bons, reçus de caution)',
  contract: 'Contrats de location',
  code: 'Code à usage unique',
}
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'console'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  pending: 'En attente',
  sent: 'Envoyé',
  failed: 'Échec',
  console: 'Console (SMTP non configuré)',
}
