// wink-porter2-stemmer 2 ships no types: one function, a lower-case English word to its Porter2 (Snowball) stem.
declare module 'wink-porter2-stemmer' {
  export default function stem(word: string): string
}
