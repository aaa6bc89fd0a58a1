/** The heading and title of /remote-jobs-from/{country}. */
export const countryLandingTitle = (name: string) => `Remote jobs you can do from ${name}`
