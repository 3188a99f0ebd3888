package games.blockade.fakediscord;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** A Discord account: a person or the bot. */
public record DiscordUser(long id, String name, boolean bot) {

    public String mention() {
        return "<@" + Json.text(id) + ">";
    }

    ObjectNode json() {
        ObjectNode user = Json.object();
        user.put("id", Json.text(id));
        user.put("username", name);
        user.put("global_name", name);
        user.put("discriminator", "0");
        user.putNull("avatar");
        user.put("bot", bot);
        user.put("system", false);
        user.put("public_flags", 0);
        return user;
    }
}
