import dns from 'node:dns'
import net from 'node:net'
import type { LookupFunction } from 'node:net'
import { isPublicAddress } from './addressPolicy'

export interface ResolvedAddress {
  address: string
  family: number
}

/** How host names become addresses: the system resolver, or a table in tests and benchmarks. */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>

export const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true })

/** Raised when a host name resolves to an address the checker must not connect to. */
export class BlockedAddressError extends Error {
  readonly code = 'EBLOCKEDADDRESS'
  constructor(readonly address: string) {
    super(`refusing to connect to non-public address ${address}`)
  }
}

/**
 * A `lookup` for http.request that checks the address the socket will really connect to, so a name that
 * resolved to a public address a moment ago and to 127.0.0.1 now (DNS rebinding) is still refused. Every
 * redirect hop opens a new request and so passes through it again.
 */
export function guardedLookup(resolve: Resolve, isAllowed: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const blocked = addresses.find((entry) => !isAllowed(entry.address))
        if (blocked) return callback(new BlockedAddressError(blocked.address), '', 0)
        if (addresses.length === 0) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0)
        if (options.all) return (callback as unknown as (error: null, all: ResolvedAddress[]) => void)(null, addresses)
        callback(null, addresses[0]!.address, addresses[0]!.family)
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    )
  }
}

/** Node connects to an IP literal without a lookup, so literals are judged here before any request. */
export function literalAddressBlocked(hostname: string, isAllowed: AddressPolicy): string | null {
  const bare = hostname.replace(/^\[|\]$/g, '')
  if (net.isIP(bare) === 0) return null
  return isAllowed(bare) ? null : bare
}

/** Which resolved addresses the checker may connect to. */
export type AddressPolicy = (address: string) => boolean

/** Public addresses only, unless a setting allows every address (tests and benchmarks on loopback). */
export const addressPolicy = (allowPrivate: boolean): AddressPolicy => (allowPrivate ? () => true : isPublicAddress)
