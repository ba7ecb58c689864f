// Native addons (better-sqlite3) build from source here: prebuilt downloads and the
// node-gyp header download are blocked. Point node-gyp at the Node headers the machine
// ships, when present; pnpm 12 passes only allow-listed env vars to install scripts.
const fs = require('node:fs')
const path = require('node:path')

function localNodeDir () {
  if (process.env.npm_config_nodedir) return process.env.npm_config_nodedir
  const prefix = path.resolve(path.dirname(process.execPath), '..')
  return fs.existsSync(path.join(prefix, 'include', 'node', 'node.h')) ? prefix : undefined
}

module.exports = {
  hooks: {
    updateConfig (config) {
      const nodedir = localNodeDir()
      if (!nodedir) return config
      return { ...config, extraEnv: { ...config.extraEnv, npm_config_nodedir: nodedir } }
    }
  }
}
