package games.blockade.bot.discord;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import org.junit.jupiter.api.Test;

/** Every socket the bot opens to Discord sends at once: Nagle's algorithm is off. */
class NoDelaySocketsTest {

    @Test
    void socketsMadeUnconnectedOrConnectedHaveNagleOff() throws Exception {
        NoDelaySockets sockets = new NoDelaySockets();
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
             Socket unconnected = sockets.createSocket();
             Socket connected = sockets.createSocket(InetAddress.getLoopbackAddress(), server.getLocalPort())) {
            assertTrue(unconnected.getTcpNoDelay(), "a socket OkHttp connects itself");
            assertTrue(connected.getTcpNoDelay(), "a socket made connected");
        }
    }
}
