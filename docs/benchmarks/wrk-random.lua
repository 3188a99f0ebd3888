-- wrk -s random.lua: each request names a random game or player; PATH_PREFIX and MAX from the environment
local prefix = os.getenv("PATH_PREFIX") or "/games/"
local max = tonumber(os.getenv("MAX") or "1000000")
local suffix = os.getenv("PATH_SUFFIX") or ""
math.randomseed(os.time())
request = function()
  return wrk.format("GET", prefix .. math.random(1, max) .. suffix)
end
