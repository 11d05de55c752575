import { COMPANY_SLOGAN } from '@/lib/company'

export const valuesDefaults = {
  isActive: true,
  badgeText: 'Nos Valeurs',
  title: 'Les valeurs qui nous guident',
  description:
    'Trois valeurs fondamentales portent chacun de nos projets, du premier contact à la livraison.',
  values: [
    {
      id: 'fiabilite',
      icon: 'Shield',
      title: 'Fiabilité',
      description: 'Des engagements tenus, des délais respectés et des ouvrages qui durent.',
      color: 'from-blue-500 to-blue-700',
    },
    {
      id: 'eclectisme',
      icon: 'Users',
      title: 'Éclectisme',
      description:
        'Six métiers complémentaires pour répondre à tous vos besoins avec un seul interlocuteur.',
      color: 'from-green-500 to-green-700',
    },
    {
      id: 'excellence',
      icon: 'Award',
      title: 'Excellence',
      description: 'Des équipes qualifiées et des équipements modernes au service de la qualité.',
      color: 'from-purple-500 to-purple-700',
    },
  ],
  mission: {
    title: 'Notre Mission',
    description: `Contribuer au développement du Niger en offrant des services de qualité à des prix accessibles. Notre promesse : « ${COMPANY_SLOGAN} ».`,
  },
  advantages: [
    {
      id: 'qualite',
      icon: 'Award',
      title: 'Qualité',
      description: 'Des prestations conformes aux normes et contrôlées à chaque étape.',
    },
    {
      id: 'engagement',
      icon: 'Heart',
      title: 'Engagement',
      description: 'Une équipe disponible et impliquée aux côtés de chaque client.',
    },
    {
      id: 'developpement',
      icon: 'TrendingUp',
      title: 'Développement',
      description: 'Des investissements continus pour accompagner la croissance du pays.',
    },
  ],
}
