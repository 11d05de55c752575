/**
 * One credible project per department (#44), as the team would write it: the client, the place,
 * the months, the machines named as the equipment seed names them.
 */
export type ProjectSeed = {
  title: string
  department: string
  client: string
  place: string
  startDate: string
  endDate: string
  summary: string
  paragraphs: string[]
  machines: string[]
  testimonial: { quote: string; author: string }
}

export const projectSeeds: ProjectSeed[] = [
  {
    title: 'Réhabilitation de 12 km de route entre Dosso et Gaya',
    department: 'btp-travaux-publics',
    client: 'Direction régionale de l’Équipement de Dosso',
    place: 'Dosso',
    startDate: '2024-11-04',
    endDate: '2025-06-27',
    summary:
      'Décapage, reprofilage et compactage d’un tronçon de route latéritique, avec ses fossés et six ouvrages de franchissement, livré avant la saison des pluies.',
    paragraphs: [
      'Le tronçon était coupé chaque hivernage par les eaux de ruissellement. Nos équipes ont repris la plate-forme sur toute sa largeur, reconstruit les fossés et posé six dalots.',
      'Les travaux ont été menés demi-chaussée par demi-chaussée pour ne jamais fermer la route aux camions de marchandises.',
    ],
    machines: ['Niveleuse CAT 140', 'Compacteur Bomag BW 213', 'Camion benne Mercedes Actros'],
    testimonial: {
      quote: 'Les délais ont été tenus et la circulation n’a jamais été interrompue.',
      author: 'Le directeur régional de l’Équipement de Dosso',
    },
  },
  {
    title: 'Forage et château d’eau pour le village de Sakoïra',
    department: 'hydraulique',
    client: 'Commune rurale de Sakoïra',
    place: 'Tillabéri',
    startDate: '2025-02-10',
    endDate: '2025-05-16',
    summary:
      'Un forage de 85 mètres, une pompe solaire et un château d’eau de 20 m³ qui alimentent quatre bornes-fontaines pour 2 500 habitants.',
    paragraphs: [
      'Après l’étude géophysique, le forage a atteint la nappe à 62 mètres. Le débit mesuré aux essais de pompage est de 8 m³ par heure.',
      'La pompe fonctionne à l’énergie solaire : la commune n’a ni carburant ni groupe à entretenir.',
    ],
    machines: ['Motopompe 6 pouces', 'Groupe électrogène 100 kVA'],
    testimonial: {
      quote: 'Les femmes ne font plus deux heures de marche pour l’eau.',
      author: 'Le maire de Sakoïra',
    },
  },
  {
    title: 'Une flotte d’engins pour l’aménagement d’un quartier de Niamey',
    department: 'location-vente-engins',
    client: 'Sahel Aménagement SARL',
    place: 'Niamey',
    startDate: '2025-03-03',
    endDate: '2025-09-30',
    summary:
      'Sept mois de location d’une pelle, d’un bulldozer et d’une chargeuse avec leurs conducteurs, entretenus sur place par nos mécaniciens.',
    paragraphs: [
      'Le client a loué au mois, conducteurs compris. Une visite d’entretien chaque semaine a évité toute panne longue.',
      'En fin de chantier, la chargeuse a été rachetée par le client au prix convenu dans le contrat de location.',
    ],
    machines: ['Pelle hydraulique CAT 320', 'Bulldozer CAT D6', 'Chargeuse Komatsu WA380'],
    testimonial: {
      quote: 'Des engins en bon état et une équipe joignable à toute heure.',
      author: 'Le chef de chantier de Sahel Aménagement',
    },
  },
  {
    title: 'Renouvellement du parc de véhicules d’une ONG à Agadez',
    department: 'automobile',
    client: 'Association Aïr Santé',
    place: 'Agadez',
    startDate: '2025-01-06',
    endDate: '2025-02-28',
    summary:
      'Livraison de six 4×4 préparés pour la piste, avec leur contrat d’entretien et la formation des chauffeurs.',
    paragraphs: [
      'Chaque véhicule a reçu une protection de carter, un second réservoir et une radio. Les chauffeurs ont suivi deux jours de formation à la conduite sur sable.',
    ],
    machines: ['Toyota Land Cruiser 300', 'Toyota Hilux double cabine'],
    testimonial: {
      quote: 'Nos équipes mobiles atteignent enfin les villages les plus éloignés.',
      author: 'La coordinatrice d’Aïr Santé',
    },
  },
  {
    title: 'Salle informatique et énergie solaire au lycée de Zinder',
    department: 'electronique',
    client: 'Lycée d’enseignement général de Zinder',
    place: 'Zinder',
    startDate: '2025-07-14',
    endDate: '2025-09-12',
    summary:
      'Trente postes, un réseau, un vidéoprojecteur et une installation solaire de 6 kWc avec batteries, posés pendant les vacances scolaires.',
    paragraphs: [
      'La salle fonctionne même lors des coupures du réseau : les batteries tiennent une journée de cours.',
    ],
    machines: [],
    testimonial: {
      quote: 'Nos élèves passent le brevet informatique dans leur propre lycée.',
      author: 'Le proviseur du lycée',
    },
  },
  {
    title: 'Matériaux pour 120 logements sociaux à Maradi',
    department: 'commerce-general',
    client: 'Société de promotion immobilière du Sahel',
    place: 'Maradi',
    startDate: '2024-09-02',
    endDate: '2025-04-30',
    summary:
      'Ciment, fer à béton, tôles et menuiseries livrés par lots selon l’avancement du chantier, sans rupture pendant huit mois.',
    paragraphs: [
      'Les livraisons suivaient le planning du chantier semaine par semaine ; un stock tampon à Maradi a couvert les retards de la route.',
    ],
    machines: ['Camion benne Mercedes Actros', 'Chariot élévateur Toyota 3 t'],
    testimonial: {
      quote: 'Jamais un jour d’arrêt faute de matériaux.',
      author: 'Le conducteur de travaux',
    },
  },
]
