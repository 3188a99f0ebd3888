/**
 * JMH benchmarks of the rules library, one sub-package per game. Build with {@code mvn -DskipTests
 * package}, run with {@code java -jar benchmarks/target/benchmarks.jar [REGEX]}; results and the
 * commands that produced them are kept in {@code docs/benchmarks.md}.
 */
package games.blockade.bench;
