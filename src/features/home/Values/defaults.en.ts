import type { valuesDefaults } from './defaults'

/** The values section's defaults in English (#45): the same rows, icons and colours. */
export const valuesDefaultsEn: typeof valuesDefaults = {
  isActive: true,
  badgeText: 'Our Values',
  title: 'The values that guide us',
  description: 'Three core values drive each of our projects, from first contact to delivery.',
  values: [
    {
      id: 'fiabilite',
      icon: 'Shield',
      title: 'Reliability',
      description: 'Commitments kept, deadlines met and structures built to last.',
      color: 'from-blue-500 to-blue-700',
    },
    {
      id: 'eclectisme',
      icon: 'Users',
      title: 'Versatility',
      description: 'Six complementary trades to meet all your needs through a single contact.',
      color: 'from-green-500 to-green-700',
    },
    {
      id: 'excellence',
      icon: 'Award',
      title: 'Excellence',
      description: 'Skilled teams and modern equipment dedicated to quality.',
      color: 'from-purple-500 to-purple-700',
    },
  ],
  mission: {
    title: 'Our Mission',
    description:
      'To contribute to Niger’s development by offering quality services at affordable prices. Our promise: “Get used to paying less”.',
  },
  advantages: [
    {
      id: 'qualite',
      icon: 'Award',
      title: 'Quality',
      description: 'Work that meets standards, checked at every stage.',
    },
    {
      id: 'engagement',
      icon: 'Heart',
      title: 'Commitment',
      description: 'A responsive, dedicated team at every client’s side.',
    },
    {
      id: 'developpement',
      icon: 'TrendingUp',
      title: 'Development',
      description: 'Continuous investment to support the country’s growth.',
    },
  ],
}
