package games.blockade.bot.discord;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import javax.net.SocketFactory;

/**
 * Sockets for the bot's requests to Discord with Nagle's algorithm off. An answer with a board
 * picture is a request of several kilobytes written in parts; with Nagle on, its last part waits
 * for the server to acknowledge the first, and a server that delays its acknowledgements (Linux
 * does, by up to 40 ms) holds every such answer that long (docs/decisions/bot-no-delay.md).
 */
final class NoDelaySockets extends SocketFactory {

    private final SocketFactory plain = SocketFactory.getDefault();

    @Override
    public Socket createSocket() throws IOException {
        return noDelay(plain.createSocket());
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        return noDelay(plain.createSocket(host, port));
    }

    @Override
    public Socket createSocket(String host, int port, InetAddress local, int localPort) throws IOException {
        return noDelay(plain.createSocket(host, port, local, localPort));
    }

    @Override
    public Socket createSocket(InetAddress host, int port) throws IOException {
        return noDelay(plain.createSocket(host, port));
    }

    @Override
    public Socket createSocket(InetAddress host, int port, InetAddress local, int localPort) throws IOException {
        return noDelay(plain.createSocket(host, port, local, localPort));
    }

    private static Socket noDelay(Socket socket) throws IOException {
        socket.setTcpNoDelay(true);
        return socket;
    }
}
