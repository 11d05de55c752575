import type { News } from '@/generated/payload-types'

export type NewsSeed = Pick<News, 'title' | 'category' | 'tags'> & {
  excerpt?: string
  paragraphs: string[]
  daysAgo: number
  isPublished?: boolean
}

/** 17 articles over every category: 16 published (two pages of 12) and one draft. */
export const newsSeeds: NewsSeed[] = [
  {
    title: 'Lancement des travaux de la route Niamey–Tillabéri',
    category: 'PROJET',
    daysAgo: 3,
    tags: ['Routes', 'Tillabéri'],
    excerpt:
      'Nos équipes ont démarré la réhabilitation de 45 km de chaussée entre Niamey et Tillabéri.',
    paragraphs: [
      'Les travaux de réhabilitation de la route Niamey–Tillabéri ont officiellement démarré ce lundi en présence des autorités régionales.',
      '## Un chantier de 18 mois',
      'Le projet comprend le reprofilage de la chaussée, la construction de 12 ouvrages de franchissement et la pose d’une signalisation neuve. Plus de 80 emplois locaux sont créés.',
    ],
  },
  {
    title: 'Inauguration de notre nouvelle agence à Agadez',
    category: 'ACTUALITE',
    daysAgo: 8,
    tags: ['Agadez', 'Agence'],
    paragraphs: [
      'Pour mieux servir nos clients du nord du pays, nous ouvrons une agence complète à Agadez, route de Tahoua : location d’engins, atelier de maintenance et magasin de pièces détachées.',
      'L’équipe locale de douze personnes accueille les clients du lundi au samedi.',
    ],
  },
  {
    title: 'Forages : 25 nouveaux points d’eau dans la région de Tahoua',
    category: 'PROJET',
    daysAgo: 15,
    tags: ['Hydraulique', 'Tahoua', 'Forages'],
    excerpt: 'Notre département Hydraulique a livré 25 forages équipés de pompes solaires.',
    paragraphs: [
      'En partenariat avec les communes rurales de la région de Tahoua, notre département Hydraulique a achevé 25 forages équipés de pompes solaires.',
      'Chaque point d’eau dessert en moyenne 600 habitants et réduit de plusieurs heures la corvée d’eau quotidienne.',
    ],
  },
  {
    title: 'Salon de la construction de Niamey : retrouvez-nous stand B12',
    category: 'EVENEMENT',
    daysAgo: 21,
    tags: ['Salon', 'Niamey'],
    paragraphs: [
      'Du 12 au 15 du mois prochain, nous exposons au Palais des Congrès de Niamey nos derniers engins et nos solutions de location longue durée.',
      'Des démonstrations de conduite et des offres spéciales salon seront proposées aux visiteurs.',
    ],
  },
  {
    title: 'Bien entretenir une pelle hydraulique en saison chaude',
    category: 'TECHNIQUE',
    daysAgo: 27,
    tags: ['Maintenance', 'Pelle hydraulique'],
    excerpt:
      'Nos techniciens partagent cinq gestes simples pour protéger vos engins de la chaleur et du sable.',
    paragraphs: [
      'Les températures élevées et le sable mettent les circuits hydrauliques à rude épreuve. Nos techniciens recommandent de contrôler chaque jour le niveau d’huile et l’état des filtres.',
      '## Cinq gestes essentiels',
      'Nettoyer le radiateur, vérifier la tension des chenilles, graisser les articulations, surveiller la température d’huile et stationner à l’ombre dès que possible.',
    ],
  },
  {
    title: 'Livraison du nouveau bâtiment administratif de Dosso',
    category: 'PROJET',
    daysAgo: 34,
    tags: ['Bâtiment', 'Dosso'],
    paragraphs: [
      'Le bâtiment administratif de trois niveaux construit pour la commune de Dosso a été réceptionné dans les délais prévus.',
      'Il accueille désormais les services municipaux dans des bureaux ventilés naturellement et alimentés en partie par l’énergie solaire.',
    ],
  },
  {
    title: 'Nouveaux camions bennes disponibles à la location',
    category: 'ACTUALITE',
    daysAgo: 41,
    tags: ['Location', 'Camions'],
    paragraphs: [
      'Cinq camions bennes Mercedes Actros de 20 m³ rejoignent notre parc de location. Ils sont disponibles à la journée, à la semaine ou au mois, avec chauffeur sur demande.',
    ],
  },
  {
    title: 'Journée portes ouvertes de l’atelier automobile',
    category: 'EVENEMENT',
    daysAgo: 48,
    tags: ['Automobile', 'Atelier'],
    paragraphs: [
      'Notre atelier automobile de Niamey ouvre ses portes au public le temps d’une journée : diagnostic gratuit, présentation des véhicules utilitaires et conseils d’entretien.',
    ],
  },
  {
    title: 'Énergie solaire : dimensionner une installation pour une PME',
    category: 'TECHNIQUE',
    daysAgo: 55,
    tags: ['Solaire', 'Électronique'],
    paragraphs: [
      'Avant d’installer des panneaux solaires, il faut mesurer la consommation réelle : puissance des appareils, heures d’utilisation et besoins de nuit.',
      'Notre département Électronique réalise gratuitement ce bilan énergétique et propose une installation adaptée, avec batteries et onduleur.',
    ],
  },
  {
    title: 'Partenariat avec Niger Hydro Services pour l’irrigation',
    category: 'ACTUALITE',
    daysAgo: 62,
    tags: ['Partenariat', 'Irrigation'],
    paragraphs: [
      'Nous signons un accord avec Niger Hydro Services pour proposer des solutions d’irrigation complètes aux exploitations maraîchères de la vallée du fleuve.',
    ],
  },
  {
    title: 'Réhabilitation du château d’eau de Maradi',
    category: 'PROJET',
    daysAgo: 70,
    tags: ['Hydraulique', 'Maradi'],
    paragraphs: [
      'Le château d’eau de 500 m³ du quartier Sabon Gari a été entièrement réhabilité : étanchéité, conduites et système de télégestion.',
    ],
  },
  {
    title: 'Sécurité sur chantier : formation de 60 opérateurs',
    category: 'GENERAL',
    daysAgo: 78,
    tags: ['Sécurité', 'Formation'],
    paragraphs: [
      'Soixante conducteurs d’engins ont suivi une formation de trois jours sur la sécurité, les gestes de premiers secours et la conduite économique.',
    ],
  },
  {
    title: 'Import-export : nouvelles lignes d’approvisionnement en matériaux',
    category: 'ACTUALITE',
    daysAgo: 86,
    tags: ['Commerce', 'Matériaux'],
    paragraphs: [
      'Notre département Commerce Général ouvre de nouvelles lignes d’approvisionnement en ciment, fer à béton et carrelage, pour des délais raccourcis et des prix stables.',
    ],
  },
  {
    title: 'Forum des entreprises du Sahel à Niamey',
    category: 'EVENEMENT',
    daysAgo: 95,
    tags: ['Forum', 'Entreprises'],
    paragraphs: [
      'Notre directeur général est intervenu au Forum des entreprises du Sahel sur le thème du financement des infrastructures locales.',
    ],
  },
  {
    title: 'Choisir entre location et achat d’un engin',
    category: 'TECHNIQUE',
    daysAgo: 104,
    tags: ['Location', 'Conseil'],
    paragraphs: [
      'Pour un besoin ponctuel ou un chantier de moins de six mois, la location reste la solution la plus économique : pas d’immobilisation de capital et maintenance incluse.',
      'Au-delà, l’achat peut devenir intéressant. Nos conseillers comparent les deux options sur la base de votre planning.',
    ],
  },
  {
    title: 'Vingt ans au service du Niger',
    category: 'GENERAL',
    daysAgo: 120,
    tags: ['Anniversaire'],
    paragraphs: [
      'Il y a vingt ans naissait notre entreprise avec une petite équipe de travaux publics. Aujourd’hui, six départements et plus de cent projets réalisés témoignent de la confiance de nos clients.',
    ],
  },
  {
    title: 'Brouillon : bilan annuel des chantiers',
    category: 'GENERAL',
    daysAgo: 1,
    tags: ['Bilan'],
    isPublished: false,
    paragraphs: [
      'Article en cours de rédaction : bilan de l’année écoulée, chantier par chantier.',
    ],
  },
]
