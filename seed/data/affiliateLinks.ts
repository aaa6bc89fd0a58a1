/** Products recommended in the demo posts (affiliate URLs point at the shops' public pages). */
export const affiliateLinks = [
  { key: 'monitor', title: 'Portable USB-C Monitor 15.6"', description: 'A 1080p second screen that fits in a laptop sleeve and runs off one USB-C cable.', productPrice: '$169.99', affiliateUrl: 'https://www.amazon.com/s?k=portable+usb-c+monitor', platform: 'Amazon' },
  { key: 'laptop', title: 'MacBook Air 13" (M3)', description: 'Light, silent and with a battery that outlasts a long-haul flight.', productPrice: '$1,099.00', affiliateUrl: 'https://www.apple.com/macbook-air/', platform: 'Apple' },
  { key: 'powerbank', title: '20,000 mAh Power Bank (65 W)', description: 'Charges a laptop and a phone at once; airline-safe capacity.', productPrice: '$59.99', affiliateUrl: 'https://www.amazon.com/s?k=65w+power+bank', platform: 'Amazon' },
  { key: 'headphones', title: 'Noise-Cancelling Headphones', description: 'Quiet calls from busy cafés and coworking spaces.', productPrice: '$249.00', affiliateUrl: 'https://www.amazon.com/s?k=noise+cancelling+headphones', platform: 'Amazon' },
  { key: 'webcam', title: '4K Webcam with Privacy Shutter', description: 'Sharp video for client calls, even in poor hotel lighting.', productPrice: '$89.99', affiliateUrl: 'https://www.amazon.com/s?k=4k+webcam', platform: 'Amazon' },
  { key: 'adapter', title: 'Universal Travel Adapter with USB-C', description: 'One plug for 150+ countries with two USB-C ports.', productPrice: '$29.99', affiliateUrl: 'https://www.amazon.com/s?k=universal+travel+adapter', platform: 'Amazon' },
  { key: 'stand', title: 'Foldable Laptop Stand', description: 'Raises your screen to eye level; folds flat to 200 g.', productPrice: '$34.99', affiliateUrl: 'https://www.amazon.com/s?k=foldable+laptop+stand', platform: 'Amazon' },
  { key: 'esim', title: 'Global eSIM Data Plan', description: 'Data in 120+ countries without swapping SIM cards.', productPrice: 'from $9.00', affiliateUrl: 'https://www.airalo.com/', platform: 'Airalo' },
  { key: 'insurance', title: 'Nomad Travel Medical Insurance', description: 'Health cover built for long-term travellers and remote workers.', productPrice: 'from $56.28/4 weeks', affiliateUrl: 'https://safetywing.com/nomad-insurance', platform: 'SafetyWing' },
] as const

export type AffiliateKey = (typeof affiliateLinks)[number]['key']
