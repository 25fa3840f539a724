-- Each request built in Lua, so that both runs pay wrk the same per-request cost on these shared
-- cores: `-- clean` asks for the URL as given; `-- unique` makes every request a new click from an
-- ad or a newsletter, with tracking parameters that never repeat (across wrk's threads too).
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("tid", threads)
end

local unique = false
function init(args)
  unique = args[1] == "unique"
end

local counter = 0
function request()
  if not unique then
    return wrk.format(nil, wrk.path)
  end
  counter = counter + 1
  local click = tid .. "-" .. counter
  return wrk.format(nil, wrk.path .. "?utm_source=bench&utm_content=" .. click .. "&fbclid=" .. click)
end
