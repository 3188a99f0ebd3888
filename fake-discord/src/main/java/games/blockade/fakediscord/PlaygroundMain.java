package games.blockade.fakediscord;

import java.util.List;

/**
 * Starts the fake Discord with its playground page and a few people, and prints how to point a bot at
 * it. Arguments: {@code [--port N] [--shards N] [--users alice,bob,carol]}.
 */
public final class PlaygroundMain {
    private PlaygroundMain() {
    }

    public static void main(String[] args) throws InterruptedException {
        FakeDiscord.Options options = FakeDiscord.options().port(8090);
        List<String> users = List.of("alice", "bob", "carol");
        for (int i = 0; i < args.length; i++) {
            String value = i + 1 < args.length ? args[i + 1] : "";
            switch (args[i]) {
                case "--port" -> options = options.port(Integer.parseInt(value));
                case "--shards" -> options = options.shards(Integer.parseInt(value));
                case "--users" -> users = List.of(value.split(","));
                default -> {
                    System.err.println("unknown argument " + args[i]
                            + "; use [--port N] [--shards N] [--users alice,bob]");
                    System.exit(2);
                }
            }
            i++;
        }
        FakeDiscord discord = FakeDiscord.start(options);
        discord.playgroundPeople(users);
        Runtime.getRuntime().addShutdownHook(new Thread(discord::close));
        System.out.println("Playground: " + discord.playgroundUrl());
        System.out.println("Point the bot here:");
        System.out.println("  DISCORD_API_URL=" + discord.apiUrl());
        System.out.println("  DISCORD_GATEWAY_URL=" + discord.gatewayUrl());
        System.out.println("  DISCORD_TOKEN=" + discord.token());
        Thread.currentThread().join();
    }
}
