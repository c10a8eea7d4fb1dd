import { isIP } from 'node:net'
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os'

export type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>

/** Addresses that mean "every interface": the host is reachable at each of the machine's addresses. */
const ANY_INTERFACE = new Set(['0.0.0.0', '::', '[::]'])

/**
 * A host name or address as a browser writes it in a Host or Origin header: lower case,
 * IPv4 in dotted form, IPv6 compressed and in brackets. Browsers send exactly this form, so
 * headers are compared as strings and never parsed.
 */
export function canonicalHostName(name: string): string {
  const bare = name.startsWith('[') && name.endsWith(']') ? name.slice(1, -1) : name
  const zoneless = bare.replace(/%.*$/, '')
  try {
    return isIP(zoneless) === 6 ? new URL(`http://[${zoneless}]/`).host : new URL(`http://${zoneless}/`).hostname
  } catch {
    return zoneless.toLowerCase()
  }
}

function isLoopback(name: string): boolean {
  return name === 'localhost' || name === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(name)
}

/** The names the host answers to when it listens on `listenHost`, before the port is added. */
export function hostNames(listenHost: string, interfaces: Interfaces): Set<string> {
  const names = new Set<string>()
  if (ANY_INTERFACE.has(listenHost)) {
    for (const list of Object.values(interfaces)) for (const info of list ?? []) names.add(canonicalHostName(info.address))
    names.add('localhost')
    return names
  }
  const own = canonicalHostName(listenHost)
  names.add(own)
  if (isLoopback(own)) names.add('localhost')
  // "localhost" may resolve to either loopback address; both reach a host listening on it.
  if (own === 'localhost') names.add('127.0.0.1').add('[::1]')
  return names
}

/**
 * Who may talk to the web host, by the headers a browser sends: a Host header must name an
 * address and port the host listens on, and an Origin must be one of the pages it serves
 * (http, the same names and port). Compared with the listening addresses, never with the
 * request's own Host, so a page on a DNS-rebinding name (evil.example resolving to
 * 127.0.0.1) is refused.
 */
export class HostNames {
  private readonly fixed: Set<string> | null

  constructor(
    private readonly listenHost: string,
    private readonly port: number,
    private readonly interfaces: () => Interfaces = networkInterfaces,
  ) {
    // Interfaces come and go (a laptop joins the table's Wi-Fi), so "any interface" is read afresh.
    this.fixed = ANY_INTERFACE.has(listenHost) ? null : this.authorities()
  }

  /** Every `name:port` a Host header may hold. */
  authorities(): Set<string> {
    if (this.fixed) return this.fixed
    const names = hostNames(this.listenHost, this.interfaces())
    const withPort = new Set<string>()
    for (const name of names) {
      withPort.add(`${name}:${this.port}`)
      if (this.port === 80) withPort.add(name)
    }
    return withPort
  }

  hostAllowed(host: string | undefined): boolean {
    return host !== undefined && this.authorities().has(host.toLowerCase())
  }

  /** An Origin is the scheme, the host and the port (none for 80): only http pages of this host. */
  originAllowed(origin: string): boolean {
    const lower = origin.toLowerCase()
    if (!lower.startsWith('http://')) return false
    return this.authorities().has(lower.slice('http://'.length))
  }
}
