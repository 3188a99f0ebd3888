package games.blockade.web.infrastructure;

import com.github.benmanes.caffeine.cache.Cache;
import games.blockade.web.language.SiteLanguages;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Expiry;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.zip.GZIPOutputStream;

/**
 * Whole answers kept in memory by address, in front of the resources. A resource says how long
 * its answer stays current by the {@link #KEEP} header (which never leaves the server); until then
 * the same address is answered from memory, with no database read and no rendering, and with
 * {@code 304 Not Modified} when the client's tag matches. Many readers asking at once while an
 * answer is being made wait for that one answer rather than each making their own; once one is
 * out of date, a single request makes the next while the others are still given the last one.
 *
 * <p>An answer is kept from the second time its address is asked for ({@link AskedBefore}): most
 * archive pages are read once. It is compressed once, when a client that accepts gzip first asks
 * for it, and kept so too; a page that only clients without gzip asked for costs no compression.
 */
final class KeptAnswers {

    /** Seconds an answer stays current, set by {@link Caching}; taken off before the answer is sent. */
    static final String KEEP = "Blockade-Keep";

    /** Bytes of answers kept, both encodings counted. */
    private static final long KEPT_BYTES = 96L << 20;
    /** How long an out-of-date answer may still be given while its successor is being made. */
    private static final long STALE_NANOS = TimeUnit.SECONDS.toNanos(30);
    private static final long WAIT_SECONDS = 30;
    /** Smaller answers gain nothing from compression. */
    private static final int COMPRESS_FROM = 1024;
    private static final Set<String> NOT_KEPT_HEADERS = Set.of("content-length", "content-type",
            "content-encoding", "transfer-encoding", "vary", KEEP.toLowerCase(Locale.ROOT));

    /** An answer as kept: never changed after it is made; {@code gzipped} is null until it is asked for. */
    record Answer(String contentType, List<Map.Entry<String, String>> headers, String tag, byte[] body,
                  boolean compressible, byte[] gzipped, long currentUntil) {

        Answer withGzipped() {
            return new Answer(contentType, headers, tag, body, true, gzip(body), currentUntil);
        }

        boolean current(long now) {
            return now - currentUntil < 0;
        }

        int weight() {
            return body.length + (gzipped == null ? 0 : gzipped.length) + 256;
        }
    }

    private final Cache<String, Answer> kept = Caffeine.newBuilder()
            .maximumWeight(KEPT_BYTES).weigher((String address, Answer answer) -> answer.weight())
            .expireAfter(new Expiry<String, Answer>() {
                @Override
                public long expireAfterCreate(String address, Answer answer, long now) {
                    return Math.max(0, answer.currentUntil() - now) + STALE_NANOS;
                }

                @Override
                public long expireAfterUpdate(String address, Answer answer, long now, long duration) {
                    return expireAfterCreate(address, answer, now);
                }

                @Override
                public long expireAfterRead(String address, Answer answer, long now, long duration) {
                    return duration;
                }
            }).build();

    private final AskedBefore<String> askedBefore =
            new AskedBefore<>(Duration.ofSeconds(Caching.PAGE_SECONDS));

    /** Answers being made, by address: who else asks for one waits for it. */
    private final ConcurrentHashMap<String, CompletableFuture<Answer>> making = new ConcurrentHashMap<>();

    void serve(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        boolean head = request.getMethod().equals("HEAD");
        if (!head && !request.getMethod().equals("GET")) {
            chain.doFilter(request, response);
            return;
        }
        String address = address(request);
        Answer answer = kept.getIfPresent(address);
        long now = System.nanoTime();
        if (answer != null && (answer.current(now) || making.containsKey(address))) {
            send(address, answer, request, response, head);
            return;
        }
        CompletableFuture<Answer> mine = new CompletableFuture<>();
        CompletableFuture<Answer> theirs = making.putIfAbsent(address, mine);
        if (theirs != null) {
            Answer made = answer != null ? answer : await(theirs);
            if (made == null) {
                made = make(request, response, chain, head, now);
            }
            if (made != null) {
                send(address, made, request, response, head);
            }
            return;
        }
        try {
            Answer made = make(request, response, chain, head, now);
            mine.complete(made);
            if (made != null) {
                if (askedBefore.again(address)) {
                    kept.put(address, made);
                }
                send(address, made, request, response, head);
            }
        } finally {
            mine.complete(null);
            making.remove(address, mine);
        }
    }

    /** The resource's answer, if it may be kept; otherwise it has been sent as it is and there is none. */
    private static Answer make(HttpServletRequest request, HttpServletResponse response, FilterChain chain,
                               boolean head, long now) throws IOException, ServletException {
        Capture capture = new Capture(response);
        chain.doFilter(new Unconditional(request), capture);
        Answer made = capture.answer(now);
        if (made == null) {
            capture.sendAsIs(head);
        }
        return made;
    }

    /** The address, and the language the page is in: one address has an answer per language. */
    private static String address(HttpServletRequest request) {
        String query = request.getQueryString();
        Object language = request.getAttribute(SiteLanguages.ATTRIBUTE);
        return (query == null ? request.getRequestURI() : request.getRequestURI() + "?" + query)
                + (language == null ? "" : " " + language);
    }

    private static Answer await(CompletableFuture<Answer> answer) throws ServletException {
        try {
            return answer.get(WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException("interrupted while the same answer was being made", e);
        } catch (ExecutionException | TimeoutException e) {
            return null;
        }
    }

    private void send(String address, Answer answer, HttpServletRequest request, HttpServletResponse response,
                      boolean head) throws IOException {
        Set<String> named = new HashSet<>();
        for (Map.Entry<String, String> header : answer.headers()) {
            if (named.add(header.getKey().toLowerCase(Locale.ROOT))) {
                response.setHeader(header.getKey(), header.getValue());
            } else {
                response.addHeader(header.getKey(), header.getValue());
            }
        }
        // A page's language follows the browser's and the remembered choice; the API speaks English only.
        response.setHeader("Vary", request.getAttribute(SiteLanguages.ATTRIBUTE) == null ? "Accept-Encoding"
                : "Accept-Encoding, Accept-Language, Cookie");
        if (answer.tag() != null && matches(request.getHeader("If-None-Match"), answer.tag())) {
            response.setStatus(HttpServletResponse.SC_NOT_MODIFIED);
            return;
        }
        response.setContentType(answer.contentType());
        byte[] body = answer.body();
        if (answer.compressible() && acceptsGzip(request.getHeader("Accept-Encoding"))) {
            Answer zipped = answer;
            if (zipped.gzipped() == null) {
                zipped = answer.withGzipped();
                kept.asMap().replace(address, answer, zipped);
            }
            response.setHeader("Content-Encoding", "gzip");
            body = zipped.gzipped();
        }
        response.setContentLength(body.length);
        if (!head) {
            response.getOutputStream().write(body);
        }
    }

    /** If-None-Match by the weak comparison (RFC 9110, 13.1.2): a list of tags, or any. */
    static boolean matches(String ifNoneMatch, String tag) {
        if (ifNoneMatch == null) {
            return false;
        }
        String opaque = opaque(tag);
        for (String candidate : ifNoneMatch.split(",")) {
            String trimmed = candidate.trim();
            if (trimmed.equals("*") || opaque(trimmed).equals(opaque)) {
                return true;
            }
        }
        return false;
    }

    private static String opaque(String tag) {
        return tag.startsWith("W/") ? tag.substring(2) : tag;
    }

    /** Whether the Accept-Encoding header allows gzip (present and not weighed q=0). */
    static boolean acceptsGzip(String acceptEncoding) {
        if (acceptEncoding == null) {
            return false;
        }
        for (String coding : acceptEncoding.split(",")) {
            String[] parts = coding.split(";");
            String name = parts[0].trim().toLowerCase(Locale.ROOT);
            if (name.equals("gzip") || name.equals("x-gzip") || name.equals("*")) {
                for (int i = 1; i < parts.length; i++) {
                    String parameter = parts[i].trim().toLowerCase(Locale.ROOT);
                    if (parameter.startsWith("q=") && parameter.substring(2).trim().matches("0(\\.0{0,3})?")) {
                        return false;
                    }
                }
                return true;
            }
        }
        return false;
    }

    private static boolean compressible(String contentType) {
        String type = contentType == null ? "" : contentType.toLowerCase(Locale.ROOT);
        return type.startsWith("text/") || type.startsWith("application/json") || type.startsWith("image/svg+xml");
    }

    private static byte[] gzip(byte[] body) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(body.length / 4 + 64);
        try (GZIPOutputStream zip = new GZIPOutputStream(out, 8192)) {
            zip.write(body);
        } catch (IOException e) {
            throw new IllegalStateException("compressing in memory failed", e);
        }
        return out.toByteArray();
    }

    /** A strong tag of the content itself, for an answer its resource did not tag. */
    private static String contentTag(byte[] body) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(body);
            return "\"h" + HexFormat.of().formatHex(digest, 0, 12) + "\"";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /**
     * The request as a GET without conditions, so that the answer made for the first client to ask
     * is always the whole one, which is kept; whether that client gets a 304, or the headers alone
     * for a HEAD, is decided when it is sent.
     */
    private static final class Unconditional extends HttpServletRequestWrapper {
        private static final Set<String> CONDITIONS = Set.of("if-none-match", "if-modified-since", "if-match",
                "if-unmodified-since");

        Unconditional(HttpServletRequest request) {
            super(request);
        }

        @Override
        public String getMethod() {
            return "GET";
        }

        private static boolean condition(String name) {
            return CONDITIONS.contains(name.toLowerCase(Locale.ROOT));
        }

        @Override
        public String getHeader(String name) {
            return condition(name) ? null : super.getHeader(name);
        }

        @Override
        public Enumeration<String> getHeaders(String name) {
            return condition(name) ? Collections.emptyEnumeration() : super.getHeaders(name);
        }

        @Override
        public long getDateHeader(String name) {
            return condition(name) ? -1 : super.getDateHeader(name);
        }

        @Override
        public Enumeration<String> getHeaderNames() {
            List<String> names = new ArrayList<>();
            for (String name : Collections.list(super.getHeaderNames())) {
                if (!condition(name)) {
                    names.add(name);
                }
            }
            return Collections.enumeration(names);
        }
    }

    /**
     * The answer as the resource writes it: status and headers go through, the body is held back
     * (a kept answer is sent from memory, perhaps compressed) and so is the keep header.
     */
    private static final class Capture extends HttpServletResponseWrapper {
        private final ByteArrayOutputStream body = new ByteArrayOutputStream(16 * 1024);
        private final List<Map.Entry<String, String>> headers = new ArrayList<>();
        private long keepSeconds;
        private ServletOutputStream stream;
        private PrintWriter writer;

        Capture(HttpServletResponse response) {
            super(response);
        }

        private boolean held(String name, String value) {
            if (name.equalsIgnoreCase(KEEP)) {
                keepSeconds = Long.parseLong(value.trim());
                return true;
            }
            return false;
        }

        @Override
        public void setHeader(String name, String value) {
            if (!held(name, value)) {
                headers.removeIf(header -> header.getKey().equalsIgnoreCase(name));
                headers.add(Map.entry(name, value));
                super.setHeader(name, value);
            }
        }

        @Override
        public void addHeader(String name, String value) {
            if (!held(name, value)) {
                headers.add(Map.entry(name, value));
                super.addHeader(name, value);
            }
        }

        @Override
        public void setContentLength(int length) {
            // the length is the one sent, set when the body is
        }

        @Override
        public void setContentLengthLong(long length) {
            // as above
        }

        @Override
        public ServletOutputStream getOutputStream() {
            if (stream == null) {
                stream = new ServletOutputStream() {
                    @Override
                    public void write(int b) {
                        body.write(b);
                    }

                    @Override
                    public void write(byte[] bytes, int offset, int length) {
                        body.write(bytes, offset, length);
                    }

                    @Override
                    public boolean isReady() {
                        return true;
                    }

                    @Override
                    public void setWriteListener(WriteListener listener) {
                        throw new IllegalStateException("a held answer is written at once");
                    }
                };
            }
            return stream;
        }

        @Override
        public PrintWriter getWriter() {
            if (writer == null) {
                String encoding = getCharacterEncoding();
                Charset charset = encoding == null ? StandardCharsets.ISO_8859_1 : Charset.forName(encoding);
                writer = new PrintWriter(new OutputStreamWriter(body, charset));
            }
            return writer;
        }

        @Override
        public void flushBuffer() {
            if (writer != null) {
                writer.flush();
            }
        }

        @Override
        public void resetBuffer() {
            body.reset();
            super.resetBuffer();
        }

        @Override
        public void reset() {
            body.reset();
            headers.clear();
            keepSeconds = 0;
            super.reset();
        }

        /** The answer to keep: a whole 200 that its resource said may be kept; otherwise none. */
        Answer answer(long now) {
            flushBuffer();
            if (getStatus() != HttpServletResponse.SC_OK || keepSeconds <= 0 || isCommitted()) {
                return null;
            }
            byte[] bytes = body.toByteArray();
            List<Map.Entry<String, String>> sent = new ArrayList<>();
            String tag = null;
            for (Map.Entry<String, String> header : headers) {
                if (header.getKey().equalsIgnoreCase("ETag")) {
                    tag = header.getValue();
                }
                if (!NOT_KEPT_HEADERS.contains(header.getKey().toLowerCase(Locale.ROOT))) {
                    sent.add(header);
                }
            }
            if (tag == null) {
                tag = contentTag(bytes);
                sent.add(Map.entry("ETag", tag));
            }
            String type = getContentType();
            boolean compressible = bytes.length >= COMPRESS_FROM && compressible(type);
            return new Answer(type, List.copyOf(sent), tag, bytes, compressible, null,
                    now + TimeUnit.SECONDS.toNanos(keepSeconds));
        }

        /** An answer not kept goes out as the resource wrote it. */
        void sendAsIs(boolean head) throws IOException {
            flushBuffer();
            if (body.size() == 0) {
                return;
            }
            if (!isCommitted()) {
                getResponse().setContentLength(body.size());
            }
            if (!head) {
                body.writeTo(getResponse().getOutputStream());
            }
        }
    }
}
