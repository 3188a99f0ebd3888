# syntax=docker/dockerfile:1
# The web app: the WAR on Payara Micro. Build from the project root:
#   docker build -f docker/web.Dockerfile -t blockade-web .

FROM maven:3.9.11-eclipse-temurin-17 AS build
WORKDIR /src
COPY . .
# verify with tests skipped still copies the Payara Micro jar beside the WAR (webapp/target).
# linter ignore=SC2215 (BuildKit's --mount flag is not part of the shell command)
RUN --mount=type=cache,target=/root/.m2 \
    mvn -B -ntp -q -DskipTests -pl webapp -am verify

FROM eclipse-temurin:17-jre
RUN useradd --system --uid 10001 --user-group --create-home --home-dir /home/blockade blockade
WORKDIR /app
COPY --from=build /src/webapp/target/payara-micro.jar /src/webapp/target/blockade-web.war \
     /src/webapp/src/main/payara/preboot.asadmin /app/
USER blockade
EXPOSE 8080
# No HTTP client in the image: bash's /dev/tcp asks MicroProfile Health.
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
    CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080 && printf 'GET /health HTTP/1.0\\r\\n\\r\\n' >&3 && head -n 1 <&3 | grep -q ' 200 '"]
# Stateless: no Hazelcast cluster; sessions are not used by the read-only site.
ENTRYPOINT ["java", "-XX:MaxRAMPercentage=75", "-jar", "/app/payara-micro.jar", "--deploy", "/app/blockade-web.war", \
            "--contextroot", "/", "--port", "8080", "--nohazelcast", "--disablephonehome", \
            "--prebootcommandfile", "/app/preboot.asadmin"]
