package org.pto.avs.device.socket;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import org.pto.avs.device.DeviceException;

/**
 * {@code avs.device.address}: {@code host:port}, {@code [v6-address]:port}, {@code :port} or {@code port}; an
 * omitted host is the loopback interface. The protocol has no authentication or encryption, so an address
 * that resolves to another machine is refused unless {@code avs.device.allow-remote=true}.
 */
record DeviceAddress(String host, int port) {

    static DeviceAddress parse(String text) throws DeviceException {
        String t = text.trim();
        int colon = t.lastIndexOf(':');
        String host = colon < 0 ? "" : t.substring(0, colon);
        String port = colon < 0 ? t : t.substring(colon + 1);
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        } else if (host.contains(":")) {
            throw setup("avs.device.address: write an IPv6 host in brackets, as [::1]:7000; got '" + text + "'");
        }
        if (!port.matches("[0-9]{1,5}") || Integer.parseInt(port) < 1 || Integer.parseInt(port) > 65535) {
            throw setup("avs.device.address: expected host:port with a port 1..65535, got '" + text + "'");
        }
        return new DeviceAddress(host, Integer.parseInt(port));
    }

    /** Resolves the host (loopback when omitted) and applies the loopback rule. */
    InetSocketAddress resolve(boolean allowRemote) throws DeviceException {
        InetAddress address;
        try {
            address = host.isEmpty() ? InetAddress.getLoopbackAddress() : InetAddress.getByName(host);
        } catch (UnknownHostException e) {
            throw setup("avs.device.address: unknown host '" + host + "'");
        }
        if (!address.isLoopbackAddress() && !allowRemote) {
            throw setup("avs.device.address " + this + " is not on this machine (" + address.getHostAddress()
                    + "); the protocol is unauthenticated and unencrypted, so set avs.device.allow-remote=true"
                    + " to reach a device on another machine");
        }
        return new InetSocketAddress(address, port);
    }

    @Override
    public String toString() {
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }

    private static DeviceException setup(String message) {
        return new DeviceException(DeviceException.Kind.SETUP, message);
    }
}
