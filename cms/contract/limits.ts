/** How much one read through Payload's own REST may ask for: page size and relationship depth. */
export const REST_MAX_PAGE_SIZE = 100
export const REST_MAX_DEPTH = 3
