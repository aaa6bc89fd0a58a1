/** The guide product's figures. */
export const GUIDE = {
  title: 'Ultimate Digital Nomad Guide',
  edition: '2025',
  price: '$12.99',
  listPrice: '$29.99',
  discount: '56% OFF',
  tax: '$0.00',
  pages: 90,
  templates: 20,
  countryProfiles: '30+',
} as const
