/**
 * The English of the demo content (#45): only the localized fields, keyed by what the French seed
 * never translates (a department's slug) or by the French text itself (a machine's name, an
 * article's or a project's title). Renaming a French item means renaming its key here:
 * tests/int/seed-english.int.spec.ts fails on a French item without English, or a stale key.
 */

type DepartmentText = { name: string; description: string; features: string[] }
type MachineText = { name: string; description: string; tags: string[] }
// no excerpt where the French has none: the news hook derives it from the English content
type ArticleText = { title: string; excerpt?: string; paragraphs: string[]; tags: string[] }
type ProjectText = {
  title: string
  summary: string
  paragraphs: string[]
  quote: string
  /** The testimonial's author, by name or function. */
  author: string
}

export const englishDepartments: Readonly<Record<string, DepartmentText>> = {
  'btp-travaux-publics': {
    name: 'Construction & Public Works',
    description:
      'Roads, public and private buildings and civil engineering structures built throughout Niger by our own teams with our own machinery.',
    features: [
      'Road construction',
      'Public & private buildings',
      'Bridges and civil structures',
      'Street works and drainage',
      'Earthworks',
    ],
  },
  hydraulique: {
    name: 'Water Engineering',
    description:
      'Boreholes, water towers and supply networks that bring drinking water to towns and villages.',
    features: [
      'Boreholes',
      'Water towers',
      'Drinking water supply',
      'Hydraulic structures',
      'Irrigation',
    ],
  },
  'location-vente-engins': {
    name: 'Equipment Rental & Sale',
    description:
      'A fleet of well-maintained construction and lifting machinery, for rent with or without an operator, or for sale.',
    features: [
      'Construction equipment rental',
      'New and used machinery sales',
      'Qualified operators',
      'Preventive maintenance',
      'Delivery to site',
    ],
  },
  automobile: {
    name: 'Automotive',
    description:
      'Sale of cars and commercial vehicles, genuine spare parts and a servicing workshop.',
    features: ['Vehicle sales', 'Spare parts', 'Servicing and repairs', 'Commercial vehicles'],
  },
  electronique: {
    name: 'Electronics',
    description:
      'IT equipment, telephony, electrical installations and solar solutions for businesses and households.',
    features: ['IT equipment', 'Telephony', 'Electrical installations', 'Solar power'],
  },
  'commerce-general': {
    name: 'General Trade',
    description:
      'Import-export and the distribution of building materials and supplies for professionals.',
    features: ['Import-export', 'Building materials', 'Distribution', 'Office supplies'],
  },
}

export const englishMachines: Readonly<Record<string, MachineText>> = {
  'Pelle hydraulique CAT 320': {
    name: 'CAT 320 hydraulic excavator',
    description: '20-tonne tracked excavator for earthworks, trenching and loading.',
    tags: ['Earthworks', 'Tracked', 'Air-conditioned'],
  },
  'Bulldozer CAT D6': {
    name: 'CAT D6 bulldozer',
    description: 'Bulldozer for levelling, land clearing and preparing platforms.',
    tags: ['Levelling', 'Land clearing'],
  },
  'Niveleuse CAT 140': {
    name: 'CAT 140 motor grader',
    description: 'Motor grader for building and maintaining earth roads and tracks.',
    tags: ['Roads', 'Tracks'],
  },
  'Compacteur Bomag BW 213': {
    name: 'Bomag BW 213 compactor',
    description: 'Single-drum roller for compacting capping layers.',
    tags: ['Compaction'],
  },
  'Chargeuse Komatsu WA380': {
    name: 'Komatsu WA380 wheel loader',
    description: 'Wheel loader for handling materials and loading lorries.',
    tags: ['Loading', 'Wheeled'],
  },
  'Grue mobile Liebherr LTM 1050': {
    name: 'Liebherr LTM 1050 mobile crane',
    description: '50-tonne all-terrain mobile crane for lifting on site.',
    tags: ['Lifting', 'Operator available'],
  },
  'Chariot élévateur Toyota 3 t': {
    name: 'Toyota 3 t forklift',
    description: 'Diesel forklift for warehouses and building sites, lifting up to 4.5 m.',
    tags: ['Materials handling'],
  },
  'Camion benne Mercedes Actros': {
    name: 'Mercedes Actros tipper lorry',
    description: '20 m³ 6×4 tipper lorry for transporting materials.',
    tags: ['Transport', '6×4'],
  },
  'Porte-engins Renault Kerax': {
    name: 'Renault Kerax low-loader',
    description: 'Tractor unit and low-loader semi-trailer for moving heavy machinery.',
    tags: ['Machinery transport'],
  },
  'Citerne à eau 10 000 L': {
    name: '10,000 L water tanker',
    description: 'Tanker lorry for dust suppression on site and water supply.',
    tags: ['Water', 'Dust suppression'],
  },
  'Toyota Hilux double cabine': {
    name: 'Toyota Hilux double cab',
    description: 'Rugged 4×4 pick-up for travelling on dirt tracks, serviced and under warranty.',
    tags: ['4×4', 'For sale'],
  },
  // a make and model: the same in both languages
  'Toyota Land Cruiser 300': {
    name: 'Toyota Land Cruiser 300',
    description: 'Seven-seat off-roader for long missions, one owner from new.',
    tags: ['4×4', 'For sale'],
  },
  'Groupe électrogène 100 kVA': {
    name: '100 kVA generator',
    description: 'Soundproofed generator for powering building sites and off-grid locations.',
    tags: ['Power', 'Soundproofed'],
  },
  'Motopompe 6 pouces': {
    name: '6-inch motor pump',
    description: 'High-flow motor pump for dewatering, irrigation and water transfer.',
    tags: ['Pumping', 'Irrigation'],
  },
  'Bétonnière 350 L': {
    name: '350 L concrete mixer',
    description: 'Towable concrete mixer for mixing concrete on site.',
    tags: ['Concrete'],
  },
  'Compresseur Atlas Copco XAS 97': {
    name: 'Atlas Copco XAS 97 compressor',
    description: 'Portable compressor for breakers and pneumatic tools.',
    tags: ['Pneumatic'],
  },
}

export const englishArticles: Readonly<Record<string, ArticleText>> = {
  'Lancement des travaux de la route Niamey–Tillabéri': {
    title: 'Work begins on the Niamey–Tillabéri road',
    tags: ['Roads', 'Tillabéri'],
    excerpt:
      'Our teams have begun rehabilitating 45 km of carriageway between Niamey and Tillabéri.',
    paragraphs: [
      'Rehabilitation work on the Niamey–Tillabéri road officially began on Monday in the presence of the regional authorities.',
      '## An 18-month project',
      'The project includes reshaping the carriageway, building 12 crossing structures and installing new road signs. More than 80 local jobs are being created.',
    ],
  },
  'Inauguration de notre nouvelle agence à Agadez': {
    title: 'Our new branch in Agadez opens its doors',
    tags: ['Agadez', 'Branch'],
    paragraphs: [
      'To serve our customers in the north of the country better, we are opening a full-service branch in Agadez, on the Tahoua road: equipment rental, a maintenance workshop and a spare parts shop.',
      'The local team of twelve welcomes customers from Monday to Saturday.',
    ],
  },
  'Forages : 25 nouveaux points d’eau dans la région de Tahoua': {
    title: 'Boreholes: 25 new water points in the Tahoua region',
    tags: ['Water engineering', 'Tahoua', 'Boreholes'],
    excerpt: 'Our Water Engineering department has delivered 25 boreholes fitted with solar pumps.',
    paragraphs: [
      'Working with the rural communes of the Tahoua region, our Water Engineering department has completed 25 boreholes fitted with solar pumps.',
      'Each water point serves 600 people on average and takes several hours off the daily chore of fetching water.',
    ],
  },
  'Salon de la construction de Niamey : retrouvez-nous stand B12': {
    title: 'Niamey Construction Show: visit us at stand B12',
    tags: ['Trade show', 'Niamey'],
    paragraphs: [
      'From the 12th to the 15th of next month, we will be showing our latest machines and our long-term rental solutions at the Palais des Congrès in Niamey.',
      'Visitors will be able to watch driving demonstrations and take advantage of special show offers.',
    ],
  },
  'Bien entretenir une pelle hydraulique en saison chaude': {
    title: 'Looking after a hydraulic excavator in the hot season',
    tags: ['Maintenance', 'Hydraulic excavator'],
    excerpt:
      'Our technicians share five simple habits that protect your machines from heat and sand.',
    paragraphs: [
      'High temperatures and sand put hydraulic circuits under severe strain. Our technicians recommend checking the oil level and the condition of the filters every day.',
      '## Five essential habits',
      'Clean the radiator, check the track tension, grease the joints, keep an eye on the oil temperature and park in the shade whenever possible.',
    ],
  },
  'Livraison du nouveau bâtiment administratif de Dosso': {
    title: 'Dosso’s new administrative building handed over',
    tags: ['Building', 'Dosso'],
    paragraphs: [
      'The three-storey administrative building constructed for the commune of Dosso was handed over on schedule.',
      'It now houses the municipal services in naturally ventilated offices partly powered by solar energy.',
    ],
  },
  'Nouveaux camions bennes disponibles à la location': {
    title: 'New tipper lorries available for rent',
    tags: ['Rental', 'Lorries'],
    paragraphs: [
      'Five 20 m³ Mercedes Actros tipper lorries have joined our rental fleet. They are available by the day, week or month, with a driver on request.',
    ],
  },
  'Journée portes ouvertes de l’atelier automobile': {
    title: 'Open day at our vehicle workshop',
    tags: ['Automotive', 'Workshop'],
    paragraphs: [
      'Our vehicle workshop in Niamey opens its doors to the public for one day: free diagnostics, a showcase of commercial vehicles and servicing advice.',
    ],
  },
  'Énergie solaire : dimensionner une installation pour une PME': {
    title: 'Solar power: sizing an installation for a small business',
    tags: ['Solar', 'Electronics'],
    paragraphs: [
      'Before installing solar panels, you need to measure your actual consumption: the power of your appliances, their hours of use and what you need at night.',
      'Our Electronics department carries out this energy audit free of charge and proposes a suitable installation, with batteries and an inverter.',
    ],
  },
  'Partenariat avec Niger Hydro Services pour l’irrigation': {
    title: 'Irrigation partnership with Niger Hydro Services',
    tags: ['Partnership', 'Irrigation'],
    paragraphs: [
      'We have signed an agreement with Niger Hydro Services to offer complete irrigation solutions to market gardens in the river valley.',
    ],
  },
  'Réhabilitation du château d’eau de Maradi': {
    title: 'Maradi water tower rehabilitated',
    tags: ['Water engineering', 'Maradi'],
    paragraphs: [
      'The 500 m³ water tower in the Sabon Gari district has been fully rehabilitated: waterproofing, pipework and remote monitoring system.',
    ],
  },
  'Sécurité sur chantier : formation de 60 opérateurs': {
    title: 'Site safety: 60 operators trained',
    tags: ['Safety', 'Training'],
    paragraphs: [
      'Sixty machine operators have completed a three-day course on safety, first aid and fuel-efficient driving.',
    ],
  },
  'Import-export : nouvelles lignes d’approvisionnement en matériaux': {
    title: 'Import-export: new supply lines for building materials',
    tags: ['Trade', 'Materials'],
    paragraphs: [
      'Our General Trade department is opening new supply lines for cement, reinforcing steel and tiles, bringing shorter lead times and stable prices.',
    ],
  },
  'Forum des entreprises du Sahel à Niamey': {
    title: 'Sahel Business Forum in Niamey',
    tags: ['Forum', 'Business'],
    paragraphs: [
      'Our managing director spoke at the Sahel Business Forum on the financing of local infrastructure.',
    ],
  },
  'Choisir entre location et achat d’un engin': {
    title: 'Renting or buying a machine: how to choose',
    tags: ['Rental', 'Advice'],
    paragraphs: [
      'For a one-off need or a project lasting less than six months, renting remains the most economical solution: no capital tied up and maintenance included.',
      'Beyond that, buying may be worth considering. Our advisers compare the two options against your schedule.',
    ],
  },
  'Vingt ans au service du Niger': {
    title: 'Twenty years serving Niger',
    tags: ['Anniversary'],
    paragraphs: [
      'Twenty years ago, our company started out with a small public works team. Today, six departments and more than a hundred completed projects reflect the trust of our customers.',
    ],
  },
  'Brouillon : bilan annuel des chantiers': {
    title: 'Draft: review of the year’s projects',
    tags: ['Review'],
    paragraphs: ['Article in progress: a review of the past year, project by project.'],
  },
}

export const englishProjects: Readonly<Record<string, ProjectText>> = {
  'Réhabilitation de 12 km de route entre Dosso et Gaya': {
    title: 'Rehabilitation of 12 km of road between Dosso and Gaya',
    summary:
      'Stripping, reshaping and compacting a stretch of laterite road, with its ditches and six crossing structures, completed before the rainy season.',
    paragraphs: [
      'Every rainy season, run-off water cut the road. Our teams rebuilt the formation across its full width, reconstructed the ditches and installed six box culverts.',
      'The work was carried out one half of the carriageway at a time, so the road was never closed to goods lorries.',
    ],
    quote: 'Deadlines were met and traffic was never interrupted.',
    author: 'The regional director of Public Works in Dosso',
  },
  'Forage et château d’eau pour le village de Sakoïra': {
    title: 'A borehole and water tower for the village of Sakoïra',
    summary:
      'An 85-metre borehole, a solar pump and a 20 m³ water tower supplying four public standpipes for 2,500 residents.',
    paragraphs: [
      'Following the geophysical survey, the borehole reached the water table at 62 metres. The yield measured during the pumping tests is 8 m³ per hour.',
      'The pump runs on solar power: the commune has no fuel to buy and no generator to maintain.',
    ],
    quote: 'The women no longer walk for two hours to fetch water.',
    author: 'The mayor of Sakoïra',
  },
  'Une flotte d’engins pour l’aménagement d’un quartier de Niamey': {
    title: 'A machinery fleet for a neighbourhood development in Niamey',
    summary:
      'Seven months’ rental of an excavator, a bulldozer and a loader with their operators, maintained on site by our mechanics.',
    paragraphs: [
      'The client rented by the month, operators included. A weekly maintenance visit prevented any lengthy breakdown.',
      'At the end of the project, the client bought the loader at the price agreed in the rental contract.',
    ],
    quote: 'Machines in good condition and a team you can reach at any hour.',
    author: 'The site manager of Sahel Aménagement',
  },
  'Renouvellement du parc de véhicules d’une ONG à Agadez': {
    title: 'Renewing an NGO’s vehicle fleet in Agadez',
    summary:
      'Six 4×4s prepared for desert tracks, delivered with their maintenance contract and training for the drivers.',
    paragraphs: [
      'Each vehicle was fitted with a sump guard, a second fuel tank and a radio. The drivers completed two days of training in driving on sand.',
    ],
    quote: 'Our mobile teams can finally reach the most remote villages.',
    author: 'The coordinator of Aïr Santé',
  },
  'Salle informatique et énergie solaire au lycée de Zinder': {
    title: 'A computer room and solar power for Zinder secondary school',
    summary:
      'Thirty workstations, a network, a projector and a 6 kWp solar installation with batteries, installed during the school holidays.',
    paragraphs: ['The room keeps working during power cuts: the batteries last a full school day.'],
    quote: 'Our students now sit their IT certificate in their own school.',
    author: 'The head teacher',
  },
  'Matériaux pour 120 logements sociaux à Maradi': {
    title: 'Materials for 120 social housing units in Maradi',
    summary:
      'Cement, reinforcing steel, roofing sheets and joinery delivered in batches as the work progressed, with no shortages over eight months.',
    paragraphs: [
      'Deliveries followed the site schedule week by week; a buffer stock in Maradi covered any delays on the road.',
    ],
    quote: 'Not a single day lost for want of materials.',
    author: 'The works supervisor',
  },
}
