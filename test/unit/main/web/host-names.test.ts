import { describe, expect, it } from 'vitest'
import { HostNames, canonicalHostName, type Interfaces } from '../../../../src/main/web/host-names'

const interfaces: Interfaces = {
  lo: [
    { address: '127.0.0.1', netmask: '255.0.0.0', family: 'IPv4', mac: '00:00:00:00:00:00', internal: true, cidr: '127.0.0.1/8' },
    {
      address: '::1',
      netmask: 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
      family: 'IPv6',
      mac: '00:00:00:00:00:00',
      internal: true,
      cidr: '::1/128',
      scopeid: 0,
    },
  ],
  eth0: [
    { address: '192.168.1.20', netmask: '255.255.255.0', family: 'IPv4', mac: '02:00:00:00:00:01', internal: false, cidr: '192.168.1.20/24' },
    {
      address: 'fe80::1',
      netmask: 'ffff:ffff:ffff:ffff::',
      family: 'IPv6',
      mac: '02:00:00:00:00:01',
      internal: false,
      cidr: 'fe80::1/64',
      scopeid: 2,
    },
  ],
}

describe('the names the web host answers to', () => {
  it('on 127.0.0.1 (the default): that address and localhost, at its port only', () => {
    const names = new HostNames('127.0.0.1', 4000, () => interfaces)
    expect([...names.authorities()].sort()).toEqual(['127.0.0.1:4000', 'localhost:4000'])
    expect(names.hostAllowed('LOCALHOST:4000')).toBe(true)
    for (const bad of ['127.0.0.1', '127.0.0.1:4001', '192.168.1.20:4000', 'evil.example:4000', '[::1]:4000', undefined])
      expect(names.hostAllowed(bad), String(bad)).toBe(false)
  })

  it('on "localhost": either loopback address, since the name may resolve to both', () => {
    expect([...new HostNames('localhost', 4000).authorities()].sort()).toEqual(['127.0.0.1:4000', '[::1]:4000', 'localhost:4000'])
  })

  it('on an IPv6 address: written in brackets and compressed, as browsers write it', () => {
    expect(canonicalHostName('0:0:0:0:0:0:0:1')).toBe('[::1]')
    expect([...new HostNames('::1', 4000).authorities()].sort()).toEqual(['[::1]:4000', 'localhost:4000'])
    expect(new HostNames('::1', 4000).originAllowed('http://[::1]:4000')).toBe(true)
  })

  it('on every interface (0.0.0.0 or ::): each address of the machine and localhost, read afresh as interfaces change', () => {
    let now = interfaces
    const names = new HostNames('0.0.0.0', 4000, () => now)
    expect([...names.authorities()].sort()).toEqual(['127.0.0.1:4000', '192.168.1.20:4000', '[::1]:4000', '[fe80::1]:4000', 'localhost:4000'])
    now = { lo: interfaces.lo }
    expect(names.hostAllowed('192.168.1.20:4000')).toBe(false)
    expect(new HostNames('::', 4000, () => interfaces).hostAllowed('192.168.1.20:4000')).toBe(true)
  })

  it('on a LAN address: only that address (no loopback listens)', () => {
    const names = new HostNames('192.168.1.20', 4000)
    expect([...names.authorities()]).toEqual(['192.168.1.20:4000'])
  })

  it('an Origin must be http, one of those names and the port: never compared with the request own Host', () => {
    const names = new HostNames('127.0.0.1', 4000)
    expect(names.originAllowed('http://127.0.0.1:4000')).toBe(true)
    expect(names.originAllowed('http://localhost:4000')).toBe(true)
    for (const bad of [
      'https://127.0.0.1:4000',
      'http://127.0.0.1:4001',
      'http://127.0.0.1',
      'null',
      '',
      'http://evil.example:4000',
      'ws://127.0.0.1:4000',
      'http://127.0.0.1:4000/',
      'http://user@127.0.0.1:4000',
    ])
      expect(names.originAllowed(bad), bad).toBe(false)
  })

  it('on port 80 a browser leaves the port out of Host and Origin', () => {
    const names = new HostNames('127.0.0.1', 80)
    expect(names.hostAllowed('127.0.0.1')).toBe(true)
    expect(names.originAllowed('http://localhost')).toBe(true)
  })
})
