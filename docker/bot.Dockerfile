# syntax=docker/dockerfile:1
# The Discord bot. Build from the project root:
#   docker build -f docker/bot.Dockerfile -t blockade-bot .

FROM maven:3.9.11-eclipse-temurin-17 AS build
WORKDIR /src
COPY . .
# Tests run in CI, not in the image build; the Maven repository is cached between builds.
# linter ignore=SC2215 (BuildKit's --mount flag is not part of the shell command)
RUN --mount=type=cache,target=/root/.m2 \
    mvn -B -ntp -q -DskipTests -pl bot -am package dependency:copy-dependencies -DincludeScope=runtime

FROM eclipse-temurin:17-jre
# A home of its own: the board pictures' font is offered to fontconfig from ~/.fonts.
RUN useradd --system --uid 10001 --user-group --create-home --home-dir /home/blockade blockade
WORKDIR /app
COPY --from=build /src/bot/target/dependency/ /app/lib/
COPY --from=build /src/bot/target/bot-*.jar /app/lib/
USER blockade
# The bot's only HTTP surface: GET /health on loopback, 200 while every shard is connected.
ENV BLOCKADE_HEALTH_PORT=8081
# No HTTP client in the image: bash's /dev/tcp asks the question.
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
    CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8081 && printf 'GET /health HTTP/1.0\\r\\n\\r\\n' >&3 && head -n 1 <&3 | grep -q ' 200 '"]
ENTRYPOINT ["java", "-XX:MaxRAMPercentage=75", "-cp", "/app/lib/*", "games.blockade.bot.discord.Main"]
