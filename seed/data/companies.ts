/** Fictional employers with plausible websites (".example" domains never resolve to a real company). */
export const companies = [
  'Atlas Remote', 'Brightwave Labs', 'Cloudnest', 'Driftwood Digital', 'Evergreen Health Tech', 'Fjord Analytics',
  'Globetrot Travel', 'Harbor Finance', 'Islandbyte', 'Juniper Commerce', 'Kestrel Security', 'Lumen Learning',
  'Meridian Media', 'Northstar SaaS', 'Oceanic Logistics', 'Pinecone AI', 'Quill & Co', 'Riverstone Games',
  'Solstice Energy', 'Tidal Payments', 'Umbra Design Studio', 'Vantage CRM', 'Wanderly', 'Xenon Robotics',
  'Yonder Health', 'Zephyr Chain', 'Basecamp Nomad', 'Coral Support', 'Dunewise', 'Ember Marketing',
  'Fernwood HR', 'Granite Data', 'Helix Protocol', 'Indigo Writers', 'Kite Mobility', 'Lattice Ledger',
].map((name) => {
  const domain = `${name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '')}.example`
  return {
    name,
    website: `https://${domain}`,
    description: `${name} is a remote-first company with a distributed team across several time zones, hiring people who do their best work from anywhere.`,
  }
})
