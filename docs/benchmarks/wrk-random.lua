-- wrk -s wrk-random.lua: each request names a random game or player; PATH_PREFIX, MAX and
-- PATH_SUFFIX from the environment. DELAY_MS, when set, makes each connection wait a random time
-- of that length on average (evenly between none and twice that) before each request: 64
-- connections at 64 ms offer about 1,000 requests a second. The wait is random because the same
-- wait on every connection keeps the 64 requests of the first moment together as a wave for the
-- whole run, which measures the wave, not the pages; people browsing arrive independently.
local prefix = os.getenv("PATH_PREFIX") or "/games/"
local max = tonumber(os.getenv("MAX") or "1000000")
local suffix = os.getenv("PATH_SUFFIX") or ""
local pause = tonumber(os.getenv("DELAY_MS") or "0")
local threads = 0

-- Each thread has a Lua state of its own: seeded alike, they would ask for the same ids in the
-- same order, and the second would find the first's answers kept.
function setup(thread)
  threads = threads + 1
  thread:set("number", threads)
end

function init(args)
  math.randomseed(os.time() * 1000 + number)
end

request = function()
  return wrk.format("GET", prefix .. math.random(1, max) .. suffix)
end

if pause > 0 then
  delay = function()
    return math.random(0, 2 * pause)
  end
end
